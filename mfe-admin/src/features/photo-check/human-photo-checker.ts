/**
 * The model side of the pre-check, loaded only through load-photo-checker.ts (its own chunk,
 * requested on /Passbild): Human with BlazeFace, FaceMesh and Iris, served as files of this
 * remote (see mfe-admin/webpack.config.ts), WebGL backend with CPU as the fallback.
 */
import { Human } from '@vladmandic/human';
import { humanConfig, modelNames } from './human-config';
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

function modelBasePath(): string {
  const first = modelUrls[0];
  if (!first || modelUrls.length !== modelNames.length * 2)
    throw new Error('Modelldateien fehlen im Build.');
  return first.href.slice(0, first.href.lastIndexOf('/') + 1);
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
  /** 'webgl' or 'cpu': which TensorFlow.js backend runs the model. */
  backend: string;
}

export async function createHumanPhotoChecker(): Promise<LoadedPhotoChecker> {
  const basePath = modelBasePath();
  let human = new Human(humanConfig({ modelBasePath: basePath, backend: 'webgl' }));
  try {
    await human.load();
    if (human.tf.getBackend() !== 'webgl') throw new Error('WebGL nicht verfügbar');
  } catch {
    // No WebGL (some kiosk browsers, blocked GPU): the CPU backend is slower but works.
    human = new Human(humanConfig({ modelBasePath: basePath, backend: 'cpu' }));
    await human.load();
  }
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
