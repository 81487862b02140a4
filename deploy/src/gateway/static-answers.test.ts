import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { activateRelease, publishRelease, releaseFolder } from '../releases/release-store';
import { writeRemoteBuild } from '../releases/testing/fake-builds';
import { negotiateEncoding } from './encoded-answer';
import { useGatewayTestBed } from './testing/gateway-test-bed';

/** A chunk large enough to be compressed, different in every build. */
const chunkText = (marker: string) =>
  `/* ${marker} */\n${Array.from({ length: 400 }, (_, index) => `export const wert${index} = "Passbild ${index}";`).join('\n')}\n`;

const chunkFile = '456.fedcba9876.js';

const bed = useGatewayTestBed('bildbote-static-');
let chunkDir: string;
let gateway: FastifyInstance;
let withMaps: FastifyInstance;

beforeAll(async () => {
  await bed.writeShell({
    'index.html': `<!doctype html><html lang=de><head><title>Bildbote</title></head><body><div id="root"></div>${'<!-- Platz -->'.repeat(100)}</body></html>`,
    'main.js': chunkText('shell-entry-1'),
    '123.abcdef1234.js': chunkText('shell-chunk'),
    '123.abcdef1234.js.map': '{"version":3}',
  });

  const dist = await writeRemoteBuild(path.join(bed.root, 'blog-dist'), { name: 'mfe_blog' });
  await fs.writeFile(path.join(dist, chunkFile), chunkText('blog-chunk'));
  await fs.writeFile(path.join(dist, `${chunkFile}.map`), '{"version":3,"sources":["geheim.ts"]}');
  await publishRelease(bed.releasesDir, 'mfe_blog', dist, '1.0.0-abc');
  await activateRelease(bed.releasesDir, 'mfe_blog', '1.0.0-abc');
  chunkDir = releaseFolder(bed.releasesDir, 'mfe_blog', '1.0.0-abc');

  // No API call is made here: no database.
  gateway = await bed.startGateway();
  withMaps = await bed.startGateway({ env: { SERVE_SOURCE_MAPS: 'true' } });
});

const chunkUrl = `/remotes/mfe-blog/1.0.0-abc/${chunkFile}`;
const get = (url: string, headers: Record<string, string> = {}, app = gateway) =>
  app.inject({ url, headers });

describe('static chunks (issue 20)', () => {
  test('publish stores brotli and gzip beside the chunk; the gateway sends those bytes', async () => {
    const raw = await fs.readFile(path.join(chunkDir, chunkFile));
    const br = await fs.readFile(path.join(chunkDir, `${chunkFile}.br`));
    const gz = await fs.readFile(path.join(chunkDir, `${chunkFile}.gz`));
    expect(zlib.brotliDecompressSync(br)).toEqual(raw);
    expect(zlib.gunzipSync(gz)).toEqual(raw);
    expect(br.length).toBeLessThan(raw.length / 5);

    const brotli = await get(chunkUrl, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload).toEqual(br);
    expect(Number(brotli.headers['content-length'])).toBe(br.length);

    const gzip = await get(chunkUrl, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(gz);

    const plain = await get(chunkUrl);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.rawPayload).toEqual(raw);

    // Each encoding is its own representation with its own strong ETag.
    const etags = new Set([brotli, gzip, plain].map((response) => response.headers.etag));
    expect(etags.size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[A-Za-z0-9_-]+(-br|-gz)?"$/);
  });

  test('If-None-Match with the ETag of the encoding sent answers 304 without a body', async () => {
    const first = await get(chunkUrl, { 'accept-encoding': 'br' });
    const again = await get(chunkUrl, {
      'accept-encoding': 'br',
      'if-none-match': `"anderer", ${String(first.headers.etag)}`,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.vary).toBe('Accept-Encoding');
    // The brotli ETag does not match the gzip representation.
    const otherEncoding = await get(chunkUrl, {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(otherEncoding.statusCode).toBe(200);
    expect(otherEncoding.headers['content-encoding']).toBe('gzip');
  });

  test('a held release file is sent from memory: not read again, looked for at most once a second', async () => {
    const url = '/remotes/mfe-blog/1.0.0-abc/remoteEntry.js';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const read = jest.spyOn(fs, 'readFile');
    const stat = jest.spyOn(fs, 'stat');
    const started = Date.now();
    try {
      for (let round = 0; round < 20; round += 1) {
        expect((await get(chunkUrl, { 'accept-encoding': 'br' })).statusCode).toBe(200);
        expect((await get(url)).body).toBe(first.body);
      }
      expect(read).not.toHaveBeenCalled();
      // Two files, each at most once per started second.
      expect(stat.mock.calls.length).toBeLessThanOrEqual(
        2 * Math.ceil((Date.now() - started + 1) / 1000),
      );
    } finally {
      read.mockRestore();
      stat.mockRestore();
    }
  });

  test('a held release file deleted by hand answers 404 within a second', async () => {
    const url = '/remotes/mfe-blog/1.0.0-abc/assets/logo.0123456789.svg';
    expect((await get(url)).statusCode).toBe(200);
    const file = path.join(chunkDir, 'assets', 'logo.0123456789.svg');
    const content = await fs.readFile(file);
    await fs.rm(file);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await get(url)).statusCode).toBe(404);
    } finally {
      await fs.writeFile(file, content);
    }
  });

  test('a shell file without a hash in its name is sent anew once it changed on disk', async () => {
    const before = await get('/main.js', { 'accept-encoding': 'br' });
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(before.rawPayload).toString()).toContain('shell-entry-1');

    await fs.writeFile(path.join(bed.shellDir, 'main.js'), chunkText('shell-entry-2 länger'));
    const after = await get('/main.js', {
      'accept-encoding': 'br',
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(zlib.brotliDecompressSync(after.rawPayload).toString()).toContain('shell-entry-2');
  });

  test('paths leaving the folder, hidden files and unknown files answer 404', async () => {
    for (const url of [
      '/remotes/mfe-blog/1.0.0-abc/../../state.json',
      '/remotes/mfe-blog/1.0.0-abc/%2e%2e/%2e%2e/state.json',
      '/remotes/mfe-blog/1.0.0-abc/.hidden.js',
      '/remotes/mfe-blog/1.0.0-abc/assets',
      '/remotes/mfe-blog/1.0.0-abc/gibt-es-nicht.js',
      '/..%2fpackage.json',
      '/gibt-es-nicht.0123456789.js',
    ]) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
    }
  });

  test('Accept-Encoding: q=0 refuses an encoding, * stands for the rest', () => {
    const both = { br: true, gzip: true };
    expect(negotiateEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.5, br;q=0.1', both)).toBe('br');
    expect(negotiateEncoding('*', both)).toBe('br');
    expect(negotiateEncoding('*, br;q=0', both)).toBe('gzip');
    expect(negotiateEncoding('identity', both)).toBe('identity');
    expect(negotiateEncoding('br', { br: false, gzip: true })).toBe('identity');
    expect(negotiateEncoding(undefined, both)).toBe('identity');
  });
});

describe('source maps (issue 20)', () => {
  test('stay in the release store but are not served without SERVE_SOURCE_MAPS=true', async () => {
    await fs.access(path.join(chunkDir, `${chunkFile}.map`));
    expect((await get(`${chunkUrl}.map`)).statusCode).toBe(404);
    expect((await get('/123.abcdef1234.js.map')).statusCode).toBe(404);

    const served = await get(`${chunkUrl}.map`, {}, withMaps);
    expect(served.statusCode).toBe(200);
    expect(served.json()).toEqual({ version: 3, sources: ['geheim.ts'] });
    expect((await get('/123.abcdef1234.js.map', {}, withMaps)).statusCode).toBe(200);
  });
});

describe('pages and /remotes.json (issue 20)', () => {
  test('pages are sent precompressed with an ETag per encoding and answer 304', async () => {
    for (const url of ['/mfe_blog', '/gibt-es-nicht']) {
      const plain = await get(url);
      const brotli = await get(url, { 'accept-encoding': 'br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toBe('Accept-Encoding');
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
      expect(brotli.headers.etag).not.toBe(plain.headers.etag);
      const again = await get(url, {
        'accept-encoding': 'br',
        'if-none-match': String(brotli.headers.etag),
      });
      // The 404 page is sent whole: a cache does not keep a 404 to revalidate.
      expect({ url, status: again.statusCode }).toEqual({
        url,
        status: url === '/mfe_blog' ? 304 : 404,
      });
    }
  });

  test('a /remotes.json under 1 KB is sent as it is (no gain from compressing), with ETag and 304', async () => {
    const manifest = await get('/remotes.json', { 'accept-encoding': 'br, gzip' });
    expect(manifest.rawPayload.length).toBeLessThan(1024);
    expect(manifest.headers['content-encoding']).toBeUndefined();
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await get('/remotes.json', { 'if-none-match': String(manifest.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  test('an activation is served by the very next request', async () => {
    const dist = await writeRemoteBuild(path.join(bed.root, 'blog-dist-2'), {
      name: 'mfe_blog',
      marker: 'zwei',
    });
    await publishRelease(bed.releasesDir, 'mfe_blog', dist, '1.1.0-def');
    await get('/remotes.json');
    await activateRelease(bed.releasesDir, 'mfe_blog', '1.1.0-def');
    expect((await get('/remotes.json')).json().mfe_blog.version).toBe('1.1.0-def');
    await activateRelease(bed.releasesDir, 'mfe_blog', '1.0.0-abc');
    expect((await get('/remotes.json')).json().mfe_blog.version).toBe('1.0.0-abc');
  });
});
