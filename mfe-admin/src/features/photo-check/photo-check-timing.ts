/**
 * Where the pre-check spends its time, as User Timing measures (performance.getEntriesByName):
 * the browser test prints them for the bench in the README. Nothing reads them in production.
 */
/** User Timing names (performance.getEntriesByName): the browser test and the bench read them. */
export const photoCheckTiming = {
  /** From the first request to a checker that answers: chunk, backend, models, warm-up. */
  ready: 'photo-check:ready',
  chunk: 'photo-check:chunk',
  backend: 'photo-check:backend',
  models: 'photo-check:models',
  warmup: 'photo-check:warmup',
  /** One shot: detection plus the criteria (detail: width, height, detectMs). */
  check: 'photo-check:check',
} as const;

/** A measure from `start` to now (no-op where User Timing is missing, as in old jsdom). */
export function measureSince(name: string, start: number, detail?: unknown): void {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  try {
    performance.measure(name, { start, end: performance.now(), detail });
  } catch {
    // Timing only: never let it break a check.
  }
}
