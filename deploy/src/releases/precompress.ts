import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Below this the headers outweigh the saving (as in deploy/webpack/precompress-plugin.ts). */
export const minimumCompressibleBytes = 1024;

/** Files browsers load that compress well (source maps are left alone: only developers fetch them). */
export const compressibleFile = /\.(js|mjs|css|html|json|svg|xml|txt|wasm|webmanifest|vtt)$/i;

export interface Variants {
  br: Buffer | null;
  gzip: Buffer | null;
}

/**
 * Brotli and gzip of `body` at their strongest (brotli one notch lower above 4 MB, where the
 * strongest setting takes seconds); a variant that is not smaller than the body is null.
 */
export async function compressVariants(body: Buffer): Promise<Variants> {
  if (body.length < minimumCompressibleBytes) return { br: null, gzip: null };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]:
          body.length <= 4 * 1024 * 1024 ? zlib.constants.BROTLI_MAX_QUALITY : 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    br: br.length < body.length ? br : null,
    gzip: gz.length < body.length ? gz : null,
  };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of a folder that lacks them
 * (webpack builds bring their own, a build published with `--dist` from elsewhere may not), so
 * the gateway never compresses a release file per request. Returns how many files were written.
 */
export async function precompressFolder(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const names = new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  let written = 0;
  for (const file of names) {
    if (!compressibleFile.test(file)) continue;
    const wanted = (['br', 'gz'] as const).filter(
      (extension) => !names.has(`${file}.${extension}`),
    );
    if (wanted.length === 0) continue;
    const body = await fs.readFile(file);
    const variants = await compressVariants(body);
    for (const extension of wanted) {
      const variant = extension === 'br' ? variants.br : variants.gzip;
      if (!variant) continue;
      await fs.writeFile(`${file}.${extension}`, variant);
      written += 1;
    }
  }
  return written;
}
