/**
 * The model side of the pre-check, loaded only through load-photo-checker.ts (its own chunk,
 * requested on /Passbild): Human with BlazeFace, FaceMesh and Iris, served as files of this
 * remote (see mfe-admin/webpack.config.ts), on TensorFlow.js's WebAssembly backend (its .wasm
 * files served the same way; the CSP allows 'wasm-unsafe-eval'), CPU as the fallback.
 */
import { Human } from '@vladmandic/human';
import { humanConfig, modelNames, wasmFileNames } from './human-config';
import type { ModelFace } from './face-landmarks';
import { judgeShot } from './photo-check';
import type { AgeGroup, PhotoChecker, PhotoCheckResult } from './photo-check-types';

/** Model files as assets of the remote: webpack emits them under human-models/ with their own
 *  names (a model's .json names its .bin), so the folder of the first is the base path. */
const modelUrls = [
  new URL('human-models/blazeface.json', import.meta.url),
  new URL('human-models/blazeface.bin', import.meta.url),
  new URL('human-models/facemesh.json', import.meta.url),
  new URL('human-models/facemesh.bin', import.meta.url),
  new URL('human-models/iris.json', import.meta.url),
  new URL('human-models/iris.bin', import.meta.url),
];
/** TensorFlow.js asks for these by name in the folder given as wasmPath: same folder. */
const wasmUrls = [
  new URL('tfjs-wasm-files/tfjs-backend-wasm.wasm', import.meta.url),
  new URL('tfjs-wasm-files/tfjs-backend-wasm-simd.wasm', import.meta.url),
  new URL('tfjs-wasm-files/tfjs-backend-wasm-threaded-simd.wasm', import.meta.url),
];

const folderOf = (url: URL) => url.href.slice(0, url.href.lastIndexOf('/') + 1);

function modelBasePath(): string {
  const first = modelUrls[0];
  if (!first || modelUrls.length !== modelNames.length * 2)
    throw new Error('Modelldateien fehlen im Build.');
  return folderOf(first);
}

function wasmPath(): string {
  const first = wasmUrls[0];
  if (!first || wasmUrls.length !== wasmFileNames.length)
    throw new Error('WebAssembly-Dateien fehlen im Build.');
  return folderOf(first);
}

/** Pixels of the shot for the image criteria (the same canvas the model sees). */
function toCanvas(image: HTMLCanvasElement | ImageBitmap): HTMLCanvasElement {
  if (image instanceof HTMLCanvasElement) return image;
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  canvas.getContext('2d')?.drawImage(image, 0, 0);
  return canvas;
}

export interface LoadedPhotoChecker extends PhotoChecker {
  /** 'wasm' or 'cpu': which TensorFlow.js backend runs the model. */
  backend: string;
}

export async function createHumanPhotoChecker(): Promise<LoadedPhotoChecker> {
  const basePath = modelBasePath();
  let human = new Human(
    humanConfig({ modelBasePath: basePath, backend: 'wasm', wasmPath: wasmPath() }),
  );
  try {
    await human.load();
    if (human.tf.getBackend() !== 'wasm') throw new Error('WebAssembly nicht verfügbar');
  } catch {
    // WebAssembly refused (an old browser, a stricter CSP): the CPU backend is slower but works.
    human = new Human(humanConfig({ modelBasePath: basePath, backend: 'cpu' }));
    await human.load();
  }
  // No warm-up: Human's built-in one fetches a data: URL, which the CSP (connect-src 'self')
  // refuses, and a run on a blank canvas saved less than it cost (measured in Chromium).
  const loaded = human;
  return {
    backend: String(loaded.tf.getBackend()),
    async check(image, ageGroup: AgeGroup): Promise<PhotoCheckResult> {
      const canvas = toCanvas(image);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('Das Bild kann nicht gelesen werden.');
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      const result = await loaded.detect(canvas);
      if (result.error)
        throw new Error(`Die Gesichtserkennung ist fehlgeschlagen: ${result.error}`);
      return judgeShot(result.face as unknown as ModelFace[], pixels, ageGroup);
    },
  };
}
