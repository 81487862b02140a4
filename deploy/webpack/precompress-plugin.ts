import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Compiler } from 'webpack';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text assets and WebAssembly the browser loads; source maps are left alone (only developers fetch them). */
const compressible = /\.(js|css|json|svg|xml|txt|wasm)$/;
/** Below this the headers outweigh the saving. */
const minimumBytes = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` next to every text asset at build time, with the strongest
 * settings: the gateway (`@fastify/static` with `preCompressed`) then sends them to browsers
 * that accept them, at no CPU cost per request. A variant is kept only where it is smaller.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'PrecompressPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => compressible.test(name));
          await Promise.all(
            names.map(async (name) => {
              const asset = compilation.getAsset(name);
              if (!asset) return;
              const content = asset.source.buffer();
              if (content.length < minimumBytes) return;
              const variants: [string, Buffer][] = [
                ['gz', await gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION })],
                [
                  'br',
                  await brotli(content, {
                    params: {
                      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                    },
                  }),
                ],
              ];
              for (const [extension, compressed] of variants) {
                if (compressed.length >= content.length) continue;
                compilation.emitAsset(`${name}.${extension}`, new RawSource(compressed), {
                  immutable: asset.info.immutable,
                });
              }
            }),
          );
        },
      );
    });
  }
}
