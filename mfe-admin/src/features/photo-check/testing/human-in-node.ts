/**
 * Runs Human in Node for the tests, from the same package and model files the browser gets.
 *
 * Human's browser bundle (dist/human.js, TensorFlow.js with its CPU backend inside) is used
 * because the Node builds need native or wasm TensorFlow packages this project does not ship.
 * TensorFlow.js picks its platform from the globals `process`, `window` and `document`; the
 * bundle is evaluated with those names bound to stand-ins (function parameters, so Node's real
 * globals stay untouched), and `fetch` bound to a reader of the local model folder, so nothing
 * goes to the network.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Human as HumanInstance, Config } from '@vladmandic/human';

// The package's exports map hides package.json and models/; the workspace's node_modules is hoisted.
const packageDir = path.resolve(__dirname, '../../../../../node_modules/@vladmandic/human');
export const modelDir = path.join(packageDir, 'models');
/** A base that never resolves on a network: every request is answered from modelDir. */
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
  const file = path.join(modelDir, name);
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
  const evaluate = new Function(
    'process',
    'window',
    'document',
    'fetch',
    'self',
    `${source}\nreturn Human;`,
  ) as (...args: unknown[]) => { Human: HumanConstructor };
  return evaluate({ env: {}, versions: {} }, fakeWindow, fakeDocument, localFetch, undefined).Human;
}

export { modelBase };
