/**
 * The pre-check's files as assets of the remote (see mfe-admin/webpack.config.ts): Human's models
 * under human-models/ with their own names (a model's .json names its .bin, so the folder of the
 * first is the base path) and TensorFlow.js's .wasm files, which it asks for by name in the
 * folder given as wasmPath (the same folder). A small chunk of its own, so load-photo-checker.ts
 * can start fetching them while the large chunk with Human and TensorFlow.js still loads.
 */
import { modelNames, wasmFileNames } from './human-config';

const modelUrls = [
  new URL('human-models/blazeface.json', import.meta.url),
  new URL('human-models/blazeface.bin', import.meta.url),
  new URL('human-models/facemesh.json', import.meta.url),
  new URL('human-models/facemesh.bin', import.meta.url),
  new URL('human-models/iris.json', import.meta.url),
  new URL('human-models/iris.bin', import.meta.url),
];
const wasmUrls = [
  new URL('tfjs-wasm-files/tfjs-backend-wasm.wasm', import.meta.url),
  new URL('tfjs-wasm-files/tfjs-backend-wasm-simd.wasm', import.meta.url),
  new URL('tfjs-wasm-files/tfjs-backend-wasm-threaded-simd.wasm', import.meta.url),
];

const folderOf = (url: URL) => url.href.slice(0, url.href.lastIndexOf('/') + 1);

export function modelBasePath(): string {
  const first = modelUrls[0];
  if (!first || modelUrls.length !== modelNames.length * 2)
    throw new Error('Modelldateien fehlen im Build.');
  return folderOf(first);
}

export function wasmPath(): string {
  const first = wasmUrls[0];
  if (!first || wasmUrls.length !== wasmFileNames.length)
    throw new Error('WebAssembly-Dateien fehlen im Build.');
  return folderOf(first);
}

/** TensorFlow.js's own SIMD probe (a module with one v128 instruction). */
const simdProbe = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 10, 9, 1, 7, 0, 65, 0, 253, 15, 26,
  11,
]);

/** The .wasm file TensorFlow.js will pick: threads only on a cross-origin isolated page (the
 *  site is not: it would need COOP/COEP on every page), so SIMD where the browser has it. */
function wasmUrlInUse(): URL | undefined {
  let simd = false;
  try {
    simd = WebAssembly.validate(simdProbe);
  } catch {
    simd = false;
  }
  const threads = simd && globalThis.crossOriginIsolated === true;
  return wasmUrls[threads ? 2 : simd ? 1 : 0];
}

/**
 * Fetches the models and the .wasm file into the HTTP cache (the remote's files are immutable,
 * cached for a year), in parallel with the chunk's download and parsing; Human's and
 * TensorFlow.js's own requests then read them from the cache (or wait for the one in flight).
 * Errors are left to the real requests.
 */
export function prefetchCheckFiles(): void {
  for (const url of [...modelUrls, wasmUrlInUse()]) {
    if (!url) continue;
    void fetch(url)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
}
