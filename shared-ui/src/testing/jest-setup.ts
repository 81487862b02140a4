import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';
// jsdom has no fetch; RTK Query and the shell's loaders call the global one, which tests replace
// with mockFetch (shared-ui/testing/mock-fetch) and answer with real Response objects.
import 'whatwg-fetch';

// react-router encodes with TextEncoder, which jsdom does not provide.
Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});

// Consent and session live in web storage; every test starts with a visitor who has neither.
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
