/**
 * The model side of the pre-check, loaded only through load-photo-checker.ts (its own chunk,
 * requested on /Passbild): Human with BlazeFace, FaceMesh and Iris, served as files of this
 * remote (see mfe-admin/webpack.config.ts), on TensorFlow.js's WebAssembly backend (its .wasm
 * files served the same way; the CSP allows 'wasm-unsafe-eval'), CPU as the fallback.
 */
import { Human } from '@vladmandic/human';
import { humanConfig } from './human-config';
import type { ModelFace } from './face-landmarks';
import { judgeShot } from './photo-check';
import type { AgeGroup, PhotoChecker, PhotoCheckResult } from './photo-check-types';
import { modelBasePath, wasmPath } from './photo-check-files';
import { measureSince, photoCheckTiming } from './photo-check-timing';

/** Pixels of the shot for the image criteria (the same canvas the model sees). */
function toCanvas(image: HTMLCanvasElement | ImageBitmap): HTMLCanvasElement {
  if (image instanceof HTMLCanvasElement) return image;
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  canvas.getContext('2d')?.drawImage(image, 0, 0);
  return canvas;
}

/** The model's input is scaled down to at most this many pixels on the long side: BlazeFace
 *  looks at 256 × 256, FaceMesh at a 192 × 192 crop of the face and Iris at 64 × 64 crops of the
 *  eyes, so more pixels only cost time (a 4K frame took seconds on the wasm backend). The
 *  landmarks are scaled back to the shot's pixels; the image criteria read the full shot. */
export const modelInputMaxSide = 1280;

/** The shot as the model sees it: the canvas itself, or a copy scaled to modelInputMaxSide. */
function modelInput(canvas: HTMLCanvasElement): { input: HTMLCanvasElement; scale: number } {
  const longSide = Math.max(canvas.width, canvas.height);
  if (longSide <= modelInputMaxSide) return { input: canvas, scale: 1 };
  const scale = modelInputMaxSide / longSide;
  const input = document.createElement('canvas');
  input.width = Math.round(canvas.width * scale);
  input.height = Math.round(canvas.height * scale);
  const context = input.getContext('2d');
  if (!context) return { input: canvas, scale: 1 };
  context.imageSmoothingQuality = 'high';
  context.drawImage(canvas, 0, 0, input.width, input.height);
  return { input, scale };
}

/** Landmarks back in the shot's pixels (the angles do not change with the scale). */
function inShotPixels(faces: ModelFace[], scale: number): ModelFace[] {
  if (scale === 1) return faces;
  return faces.map((face) => ({
    ...face,
    mesh: face.mesh.map((point) => point.map((value) => value / scale)),
  }));
}

/** Runs each model once on zeros of its input shape, so the first shot does not pay for the
 *  backend's first-run work (memory growth, weight packing). A blank canvas would warm only
 *  BlazeFace: without a face, FaceMesh and Iris never run. */
function warmUp(human: Human): void {
  const { tf } = human;
  for (const model of Object.values(human.models.models)) {
    const inputShape = (model?.inputs as { shape?: number[] }[] | undefined)?.[0]?.shape;
    if (!model || !inputShape) continue;
    const shape = inputShape.map((size: number, index: number) =>
      size > 0 ? size : index === 0 ? 1 : 64,
    );
    tf.tidy(() => {
      model.execute(tf.zeros(shape));
    });
  }
}

export interface LoadedPhotoChecker extends PhotoChecker {
  /** 'wasm' or 'cpu': which TensorFlow.js backend runs the model. */
  backend: string;
}

async function loadHuman(backend: 'wasm' | 'cpu'): Promise<Human> {
  const human = new Human(
    backend === 'wasm'
      ? humanConfig({ modelBasePath: modelBasePath(), backend, wasmPath: wasmPath() })
      : humanConfig({ modelBasePath: modelBasePath(), backend }),
  );
  let started = performance.now();
  await human.init();
  if (human.tf.getBackend() !== backend) throw new Error(`${backend} nicht verfügbar`);
  measureSince(photoCheckTiming.backend, started, {
    backend,
    simd: Boolean(human.env.wasm.simd),
    threads: Boolean(human.env.wasm.multithread),
  });
  started = performance.now();
  await human.load();
  measureSince(photoCheckTiming.models, started);
  return human;
}

export async function createHumanPhotoChecker(): Promise<LoadedPhotoChecker> {
  let human: Human;
  try {
    human = await loadHuman('wasm');
  } catch {
    // WebAssembly refused (an old browser, a stricter CSP): the CPU backend is slower but works.
    human = await loadHuman('cpu');
  }
  // Not Human's own warm-up: it fetches a data: URL, which the CSP (connect-src 'self') refuses.
  const started = performance.now();
  warmUp(human);
  measureSince(photoCheckTiming.warmup, started);
  const loaded = human;
  return {
    backend: String(loaded.tf.getBackend()),
    async check(image, ageGroup: AgeGroup): Promise<PhotoCheckResult> {
      const checkStarted = performance.now();
      const canvas = toCanvas(image);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('Das Bild kann nicht gelesen werden.');
      const { input, scale } = modelInput(canvas);
      const detectStarted = performance.now();
      const result = await loaded.detect(input);
      const detectMs = performance.now() - detectStarted;
      if (result.error)
        throw new Error(`Die Gesichtserkennung ist fehlgeschlagen: ${result.error}`);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      const faces = inShotPixels(result.face as unknown as ModelFace[], scale);
      const judged = judgeShot(faces, pixels, ageGroup);
      measureSince(photoCheckTiming.check, checkStarted, {
        width: canvas.width,
        height: canvas.height,
        detectMs: Math.round(detectMs),
      });
      return judged;
    },
  };
}
