/**
 * Human's configuration for still shots, shared by the browser and the Node tests. Only the
 * models the pre-check reads: BlazeFace (detection), FaceMesh (468 landmarks) and Iris (pupils).
 * No emotion/description/anti-spoofing/body/hand models: mouth and eyes come from the mesh.
 */
import type { Config } from '@vladmandic/human';

/** Model files the checker needs (json + bin each), served by the remote. */
export const modelNames = ['blazeface', 'facemesh', 'iris'] as const;

/** Up to this many faces are detected, so a second person in the shot is counted. */
const maxFaces = 5;

/** TensorFlow.js's WebAssembly files (from @tensorflow/tfjs-backend-wasm, the version inside
 *  Human): plain, SIMD and threaded SIMD; the browser fetches the one it supports. */
export const wasmFileNames = [
  'tfjs-backend-wasm.wasm',
  'tfjs-backend-wasm-simd.wasm',
  'tfjs-backend-wasm-threaded-simd.wasm',
] as const;

export function humanConfig(options: {
  modelBasePath: string;
  /** wasm in the browser (steady speed on any PC, also without a GPU; WebGL on a software
   *  renderer needs tens of seconds for its first shot); cpu in the Node tests. */
  backend: 'wasm' | 'webgl' | 'cpu';
  /** Folder of the wasm files (the remote serves them next to the models). */
  wasmPath?: string;
}): Partial<Config> {
  return {
    backend: options.backend,
    modelBasePath: options.modelBasePath,
    ...(options.wasmPath ? { wasmPath: options.wasmPath, wasmPlatformFetch: false } : {}),
    debug: false,
    // Not into IndexedDB: Human would write all 4.6 MB there on the first load (awaited before
    // the checker is ready) and later read a model by its bare name ("blazeface"), even after a
    // release with other weights. The remote's files are immutable and cached by the browser.
    cacheModels: false,
    async: true,
    warmup: 'none',
    // Shots are unrelated stills: never reuse a previous frame's result.
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: {
        enabled: true,
        modelPath: 'blazeface.json',
        rotation: true,
        maxDetected: maxFaces,
        skipFrames: 0,
        skipTime: 0,
        minConfidence: 0.3,
        iouThreshold: 0.1,
        cropFactor: 1.6,
        mask: false,
        return: false,
      },
      mesh: { enabled: true, modelPath: 'facemesh.json', keepInvalid: false },
      iris: { enabled: true, modelPath: 'iris.json', skipFrames: 0, skipTime: 0 },
      emotion: { enabled: false },
      description: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      attention: { enabled: false },
      gear: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  } as Partial<Config>;
}
