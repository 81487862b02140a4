import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
// jsdom has no fetch; RTK Query and the shell's loaders call the global one, which tests replace
// with mockFetch (shared-ui/testing/mock-fetch) and answer with real Response objects.
import 'whatwg-fetch';

// react-router encodes with TextEncoder, which jsdom does not provide.
Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});

// jsdom's crypto has no `subtle`; the photo code (shared-ui/photo-code) needs WebCrypto as browsers
// have it. Node's WebCrypto checks `instanceof` against its own realm, so byte arguments made in
// jsdom's realm are copied into Node buffers first.
const isBytes = (value: unknown) =>
  ['[object ArrayBuffer]', '[object Uint8Array]'].includes(Object.prototype.toString.call(value));
const nodeBytes = (value: unknown) => Uint8Array.from(Buffer.from(value as Uint8Array));
const toNodeBytes = (value: unknown): unknown => {
  if (isBytes(value)) return nodeBytes(value);
  if (value && typeof value === 'object' && 'iv' in value)
    return { ...value, iv: nodeBytes(value.iv) };
  return value;
};
const subtle = new Proxy(webcrypto.subtle, {
  get: (target, property) => {
    const member = Reflect.get(target, property, target) as unknown;
    if (typeof member !== 'function') return member;
    return (...args: unknown[]) =>
      (member as (...a: unknown[]) => unknown).apply(target, args.map(toNodeBytes));
  },
});
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', {
    configurable: true,
    value: {
      subtle,
      getRandomValues: <T extends ArrayBufferView>(array: T) => {
        webcrypto.getRandomValues(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
        return array;
      },
      randomUUID: () => webcrypto.randomUUID(),
    },
  });
}

// Testing Library waits 1 s for an element by default. With two Jest workers and the API suites'
// database threads on a 2-core CI machine, a first render with a redirect took longer (CI of
// a380f06: the dashboard heading not found after /software-download). A test still fails when
// the element never appears; it only waits longer for it. Jest's own limit stays above the wait,
// so a missing element is reported as such, not as a timed-out test.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

// Consent and session live in web storage; every test starts with a visitor who has neither.
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
