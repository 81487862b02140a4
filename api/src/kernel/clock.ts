import type { ApiDeps } from './api-deps';

/** The current time. Expiries and rate limits read it through this, so tests can move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function clockOf(deps: ApiDeps): Clock {
  return deps.clock ?? systemClock;
}

export function later(from: Date, milliseconds: number): Date {
  return new Date(from.getTime() + milliseconds);
}
