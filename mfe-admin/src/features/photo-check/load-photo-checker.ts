/**
 * Entry point of the pre-check for the photo workplace. The model (Human + TensorFlow.js, about
 * 1 MB of JavaScript and 5 MB of weights) is a dynamic import, so it is fetched only when the
 * workplace asks for it, never with the home page or the dashboard.
 */
import type { PhotoChecker } from './photo-check-types';
import { measureSince, photoCheckTiming } from './photo-check-timing';

export type { PhotoChecker } from './photo-check-types';

let loading: Promise<PhotoChecker> | null = null;

/** Loads the model once per page; later calls share the same checker. A failed load is not
 *  cached, so "Erneut versuchen" can call this again. */
export function loadPhotoChecker(): Promise<PhotoChecker> {
  if (loading) return loading;
  const started = performance.now();
  void import(/* webpackChunkName: "photo-check-files" */ './photo-check-files')
    .then((files) => files.prefetchCheckFiles())
    .catch(() => undefined);
  loading = import(/* webpackChunkName: "photo-check-model" */ './human-photo-checker')
    .then((module) => {
      measureSince(photoCheckTiming.chunk, started);
      return module.createHumanPhotoChecker();
    })
    .then((checker) => {
      measureSince(photoCheckTiming.ready, started);
      return checker;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
