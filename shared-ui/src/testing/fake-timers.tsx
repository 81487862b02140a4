/** Every timer API Jest's modern fake timers can replace (`FakeableAPI` is @types/jest's). */
const timerApis: readonly FakeableAPI[] = [
  'Date',
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];

/**
 * Fake timers for `faked` only; every other timer keeps running for real, so requests,
 * promises, the database and Testing Library's waits go on as usual. `now` sets the faked clock.
 */
export function fakeOnly(faked: readonly FakeableAPI[], now?: Date): void {
  jest.useFakeTimers({
    ...(now ? { now } : {}),
    doNotFake: timerApis.filter((api) => !faked.includes(api)),
  });
}
