import { format } from 'node:util';

export interface RecordedConsoleErrors {
  /** Every console.error call so far, as the console would have printed it. */
  logged(): string[];
  /** Something was logged, and every entry names `expected`: any other error fails the test. */
  expectOnly(expected: string): void;
}

/**
 * For a test that makes something fail on purpose: console.error is recorded instead of
 * printed, and the test asserts what was logged. A test that expects no error does not call
 * this, so an error there still shows.
 */
export function recordConsoleErrors(): RecordedConsoleErrors {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const logged = () => spy.mock.calls.map((args) => format(...args));
  return {
    logged,
    expectOnly(expected) {
      expect(logged()).not.toHaveLength(0);
      expect(logged().filter((text) => !text.includes(expected))).toEqual([]);
    },
  };
}
