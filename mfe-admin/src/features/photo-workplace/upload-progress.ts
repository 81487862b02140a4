import { useSyncExternalStore } from 'react';

/**
 * Upload progress per photo id, outside the Redux store: it changes many times a second and
 * is of interest to the progress bar only (a callback cannot travel in RTK Query's arguments).
 */
const fractions = new Map<string, number>();
const listeners = new Set<() => void>();

export function reportUploadProgress(id: string, fraction: number): void {
  fractions.set(id, Math.min(1, Math.max(0, fraction)));
  listeners.forEach((listener) => listener());
}

export function forgetUploadProgress(id: string): void {
  fractions.delete(id);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fraction 0–1 of the upload of this photo that has left the browser. */
export function useUploadProgress(id: string | null): number {
  return useSyncExternalStore(subscribe, () => (id ? (fractions.get(id) ?? 0) : 0));
}
