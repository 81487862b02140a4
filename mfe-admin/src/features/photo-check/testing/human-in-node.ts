/**
 * Runs Human in Node for the tests, from the same package and model files the browser gets.
 *
 * Human's browser bundle (dist/human.js, TensorFlow.js with its backends inside) is used
 * because the Node builds need native TensorFlow packages this project does not ship. It runs on
 * the WebAssembly backend, as in the browser, with the .wasm files the remote serves (the CPU
 * backend took 10–16 s per shot here, WebAssembly a few hundred ms).
 * TensorFlow.js picks its platform from the globals `process`, `window` and `document`; the
 * bundle is evaluated with those names bound to stand-ins (function parameters, so Node's real
 * globals stay untouched), and `fetch` bound to a reader of the local model and .wasm folders,
 * so nothing goes to the network.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Human as HumanInstance, Config } from '@vladmandic/human';

// The package's exports map hides package.json and models/; the workspace's node_modules is hoisted.
const packageDir = path.resolve(__dirname, '../../../../../node_modules/@vladmandic/human');
export const modelDir = path.join(packageDir, 'models');
/** TensorFlow.js's .wasm files, the folder mfe-admin/webpack.config.ts serves them from. */
const wasmDir = path.resolve(packageDir, '../../@tensorflow/tfjs-backend-wasm/dist');
/** A base that never resolves on a network: every request is answered from the local folders. */
const modelBase = 'http://human-models.invalid/';

/** The part of a fetch Response TensorFlow.js's model loader reads (jsdom has no Response). */
interface LocalResponse {
  ok: boolean;
  status: number;
  url: string;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

async function localFetch(url: string | URL): Promise<LocalResponse> {
  const name = path.basename(new URL(String(url)).pathname);
  const file = path.join(name.endsWith('.wasm') ? wasmDir : modelDir, name);
  const found = fs.existsSync(file);
  const bytes = found ? fs.readFileSync(file) : Buffer.alloc(0);
  return {
    ok: found,
    status: found ? 200 : 404,
    url: String(url),
    headers: { get: () => null },
    json: async () => JSON.parse(bytes.toString('utf8')) as unknown,
    arrayBuffer: async () =>
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  };
}

type HumanConstructor = new (config?: Partial<Config>) => HumanInstance;

export function loadHumanBundle(): HumanConstructor {
  const source = fs.readFileSync(path.join(packageDir, 'dist/human.js'), 'utf8');
  const fakeDocument = { createElement: () => ({ getContext: () => null }) };
  const fakeWindow = {
    document: fakeDocument,
    fetch: localFetch,
    navigator: { userAgent: 'node' },
    location: { href: modelBase },
  };
  // Streaming compilation needs a real fetch Response; without it the backend compiles the bytes.
  const webAssembly = Object.create(WebAssembly, { instantiateStreaming: { value: undefined } });
  const evaluate = new Function(
    'process',
    'window',
    'document',
    'fetch',
    'self',
    'WebAssembly',
    `${source}\nreturn Human;`,
  ) as (...args: unknown[]) => { Human: HumanConstructor };
  return evaluate(
    { env: {}, versions: {} },
    fakeWindow,
    fakeDocument,
    localFetch,
    undefined,
    webAssembly,
  ).Human;
}

export { modelBase };
