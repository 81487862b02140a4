import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createLogger } from 'api/src/kernel/logging/logger';
import { permissionsPolicy } from 'api/src/kernel/security/permissions-policy';
import { testDatabaseTimeoutMs } from 'api/src/kernel/testing/test-database';
import { activateRelease, publishRelease, releaseFolder } from '../releases/release-store';
import { writeRemoteBuild } from '../releases/testing/fake-builds';
import { useGatewayTestBed, type GatewayTestBed } from './testing/gateway-test-bed';

/** A tiny but real build output: what webpack writes for a remote and for the shell. */
async function writeFixtures(bed: GatewayTestBed) {
  await bed.writeShell({
    // Minified as html-webpack-plugin writes it: attribute quotes left out where possible.
    'index.html':
      '<!doctype html><html lang=de><head><title>Bildbote</title><meta name=description content="Standard"></head><body><div id="root"></div></body></html>',
    'main.js': 'console.log("shell")',
    '123.abcdef1234.js': 'console.log("chunk")',
  });

  const blogDist = path.join(bed.root, 'blog-dist');
  await fs.mkdir(path.join(blogDist), { recursive: true });
  await fs.writeFile(
    path.join(blogDist, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mfe_blog',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
      exposes: [
        {
          name: 'routes',
          assets: { js: { sync: ['__federation_expose_routes.0a1b2c3d4e.js'], async: [] } },
        },
      ],
    }),
  );
  await fs.writeFile(path.join(blogDist, 'remoteEntry.js'), 'var mfe_blog = {};');
  await fs.writeFile(path.join(blogDist, 'rss.xml'), '<rss version="2.0"></rss>');
  await fs.writeFile(
    path.join(blogDist, 'routes.json'),
    JSON.stringify([
      { path: '/blog', title: 'Blog <Bildbote>', description: 'Alles über "digitale" Passbilder' },
      { path: '/passfoto-gesetz-2025', title: 'Gesetz 2025', description: 'Das Gesetz' },
      { path: '/Betrieb', title: 'Betrieb', description: 'intern' },
      { path: '/p', title: 'Ihr Passfoto', description: 'Mit dem Code', noindex: true },
      { path: '/Passbild', title: 'Passbild', description: 'Aufnahme' },
      { path: '/Fotograf/:ort/:name', title: 'Studio', description: 'Ein Studio' },
    ]),
  );
  return blogDist;
}

describe('gateway', () => {
  const bed = useGatewayTestBed('bildbote-gateway-');
  let gateway: FastifyInstance;

  beforeAll(async () => {
    const blogDist = await writeFixtures(bed);
    await publishRelease(bed.releasesDir, 'mfe_blog', blogDist, '1.0.0-abc');
    await activateRelease(bed.releasesDir, 'mfe_blog', '1.0.0-abc');
    gateway = await bed.startGateway({
      env: { PUBLIC_URL: 'https://bildbote.example' },
      database: await bed.openDatabase(),
    });
  }, testDatabaseTimeoutMs);

  test('/remotes.json names the active release, must be revalidated and answers 304 when unchanged', async () => {
    const response = await gateway.inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      mfe_blog: {
        version: '1.0.0-abc',
        entry: '/remotes/mfe-blog/1.0.0-abc/mf-manifest.json',
        routes: expect.arrayContaining([expect.objectContaining({ path: '/blog' })]),
      },
    });
    const again = await gateway.inject({
      url: '/remotes.json',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  test('release files are cached for a year as immutable; unknown folders and traversal get 404', async () => {
    const entry = await gateway.inject('/remotes/mfe-blog/1.0.0-abc/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await gateway.inject('/remotes/mfe-other/1.0.0-abc/remoteEntry.js')).statusCode).toBe(
      404,
    );
    expect((await gateway.inject('/remotes/mfe-blog/1.0.0-abc/../../state.json')).statusCode).toBe(
      404,
    );
    expect((await gateway.inject('/remotes/mfe-blog/9.9.9/remoteEntry.js')).statusCode).toBe(404);
  });

  test('a deep link gets the shell page with its own title, description and canonical link', async () => {
    const response = await gateway.inject('/blog');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
    expect(response.body).toContain('<title>Blog &lt;Bildbote&gt;</title>');
    expect(response.body).toContain(
      '<meta name="description" content="Alles über &quot;digitale&quot; Passbilder" />',
    );
    expect(response.body).toContain(
      '<link rel="canonical" href="https://bildbote.example/blog" />',
    );
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['permissions-policy']).toBe(permissionsPolicy);
  });

  test("a deep link announces its remote's manifest, entry and routes chunk as preloads", async () => {
    const response = await gateway.inject('/passfoto-gesetz-2025');
    const preloads = response.body.match(/<link rel="preload"[^>]*>/g);
    expect(preloads).toEqual([
      '<link rel="preload" href="/remotes/mfe-blog/1.0.0-abc/mf-manifest.json" as="fetch" crossorigin="anonymous" />',
      '<link rel="preload" href="/remotes/mfe-blog/1.0.0-abc/remoteEntry.js" as="script" />',
      '<link rel="preload" href="/remotes/mfe-blog/1.0.0-abc/__federation_expose_routes.0a1b2c3d4e.js" as="script" />',
    ]);
    expect((await gateway.inject('/gibt-es-nicht')).body).not.toContain('rel="preload"');
  });

  test('an unknown page answers 404 with the shell page, which renders the German 404', async () => {
    const response = await gateway.inject('/gibt-es-nicht');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  test('shell files: hashed chunks immutable, the entry revalidated', async () => {
    const chunk = await gateway.inject('/123.abcdef1234.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await gateway.inject('/main.js?c57bde6d6dfbeefa0475');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  test('the API is mounted in-process with its own JSON answers', async () => {
    const health = await gateway.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: 'ok' });
    const unknown = await gateway.inject('/api/gibt-es-nicht/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Nicht gefunden.' });
  });

  test('the citizen’s code page says noindex; public pages do not', async () => {
    const codePage = await gateway.inject('/p');
    expect(codePage.statusCode).toBe(200);
    expect(codePage.body).toContain('<meta name="robots" content="noindex" />');
    const article = await gateway.inject('/passfoto-gesetz-2025');
    expect(article.body).not.toContain('name="robots"');
  });

  test('studio pages are answered with their head from the API (issue 21): unknown ones 404', async () => {
    const response = await gateway.inject('/Fotograf/kiel/niemand-999999');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Passbildstudio nicht gefunden – Bildbote</title>');
    const sitemap = await gateway.inject('/sitemap-studios.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
  });

  test('sitemap lists public pages only; robots.txt points to it; the blog feed is served', async () => {
    const sitemap = await gateway.inject('/sitemap.xml');
    expect(sitemap.body).toContain('<loc>https://bildbote.example/passfoto-gesetz-2025</loc>');
    expect(sitemap.body).not.toContain('/Betrieb');
    expect(sitemap.body).not.toContain('https://bildbote.example/p<');
    expect(sitemap.body).not.toContain('/Passbild');
    // A route with parameters is a pattern, not a page.
    expect(sitemap.body).not.toContain(':ort');
    const robots = await gateway.inject('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://bildbote.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /Passbild\n');
    // The towns' pages below it are public (issue 21), with a sitemap of their own.
    expect(robots.body).toContain('Allow: /Passbild/\n');
    expect(robots.body).toContain('Sitemap: https://bildbote.example/sitemap-studios.xml');
    // /p may be fetched (its noindex must be seen); a Disallow: /p would also block /passfoto-….
    expect(robots.body).not.toMatch(/^Disallow: \/p$/m);
    const feed = await gateway.inject('/blog/rss.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('<rss');
  });
});

describe('gateway with an active release folder deleted by hand', () => {
  const bed = useGatewayTestBed('bildbote-gateway-missing-');
  let gateway: FastifyInstance;
  const logLines: string[] = [];
  const warnings = () =>
    logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string; remote?: string })
      .filter((entry) => entry.level === 40);

  beforeAll(async () => {
    await writeFixtures(bed);
    for (const name of ['mfe_blog', 'mfe_public'] as const) {
      const dist = await writeRemoteBuild(path.join(bed.root, 'dist', name), { name });
      await publishRelease(bed.releasesDir, name, dist, '1.0.0-abc');
      await activateRelease(bed.releasesDir, name, '1.0.0-abc');
    }
    // No API call is made here: no database.
    gateway = await bed.startGateway({
      logger: createLogger('warn', { write: (line: string) => logLines.push(line) }),
    });
  });

  test('leaves that remote out of /remotes.json with one warning; the others keep working', async () => {
    // Read once first, so the deleted release's routes are already cached.
    expect(Object.keys((await gateway.inject('/remotes.json')).json())).toEqual([
      'mfe_public',
      'mfe_blog',
    ]);
    await fs.rm(releaseFolder(bed.releasesDir, 'mfe_blog', '1.0.0-abc'), { recursive: true });

    const response = await gateway.inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      mfe_public: {
        version: '1.0.0-abc',
        entry: '/remotes/mfe-public/1.0.0-abc/mf-manifest.json',
        routes: [{ path: '/mfe_public', title: 'Titel mfe_public', description: 'Beschreibung' }],
      },
    });
    expect((await gateway.inject('/remotes.json')).statusCode).toBe(200);
    expect(warnings()).toEqual([
      expect.objectContaining({
        remote: 'mfe_blog',
        msg: expect.stringContaining(
          'Das aktive Release mfe-blog 1.0.0-abc fehlt im Release-Speicher',
        ),
      }),
    ]);

    expect((await gateway.inject('/mfe_public')).statusCode).toBe(200);
    expect((await gateway.inject('/remotes/mfe-public/1.0.0-abc/remoteEntry.js')).statusCode).toBe(
      200,
    );
    expect((await gateway.inject('/mfe_blog')).statusCode).toBe(404);
    expect((await gateway.inject('/blog/rss.xml')).statusCode).toBe(404);
    expect((await gateway.inject('/sitemap.xml')).statusCode).toBe(200);
  });
});
