/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file Jest requires */
// Plain CommonJS, as jest.config.mjs: Jest requires its transformers with Node's require, and
// loading a TypeScript file through tsx's require here unhooks `.ts` for the e2e global set-up.
const crypto = require('node:crypto');
const fs = require('node:fs');
const { createTransformer: createSwcTransformer } = require('@swc/jest');

/**
 * Jest runs every test file in a Node `vm` context, and there each read of a global name
 * (`Object`, `Array`, `Symbol` …) goes through the context's interceptor instead of an inline
 * cache: on Node 20 a loop over `Object.getPrototypeOf` is about 30 times slower than with a local
 * alias, and Drizzle's `is()` reads `Object` in the API's hottest path. This transform hands every
 * module the realm's own built-ins as local bindings, taken from `globalThis` once per module
 * load; the module sees the same objects.
 *
 * Only built-ins Jest never replaces on the global are listed: fake timers swap `Date`, the timer
 * functions and `performance`, so those stay global reads.
 */
const builtins = [
  'Object',
  'Array',
  'Symbol',
  'Math',
  'JSON',
  'Reflect',
  'Number',
  'String',
  'Boolean',
  'BigInt',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'RegExp',
  'Promise',
  'ArrayBuffer',
  'Uint8Array',
  'DataView',
  'Proxy',
  'parseInt',
  'parseFloat',
  'isNaN',
  'isFinite',
  'encodeURIComponent',
  'decodeURIComponent',
];

/**
 * Two functions: the outer one's parameters are the built-ins, the inner one holds the module, so
 * a module that declares its own `Map` with `let` or `class` shadows the parameter instead of
 * colliding with it. Head and tail add no line: stack traces and source maps keep their lines.
 */
const head = `(function(${builtins.join(',')}){return (function(){`;
const tail = `\n}).call(this)}).call(this,${builtins.map((name) => `globalThis.${name}`).join(',')});`;
/** An inline or linked source map, as the file's last line (the text may contain it elsewhere). */
const trailingSourceMap = /\n\/\/# sourceMappingURL=[^\n]*\s*$/;

function withLocalGlobals(code) {
  // A shebang is only allowed on a script's first line: it becomes a line comment.
  const body = code.startsWith('#!') ? `//${code.slice(2)}` : code;
  const mapAt = body.search(trailingSourceMap);
  if (mapAt < 0) return head + body + tail;
  return head + body.slice(0, mapAt) + tail + body.slice(mapAt);
}

const ownSource = fs.readFileSync(__filename);

/**
 * Without a map from the transform, Jest looks for one anywhere in the text, and tsx's build
 * carries `//# sourceMappingURL=` inside code it generates: Jest took that for the file's map and
 * warned that it is invalid whenever it transformed the file anew (every cold cache). A published
 * file whose last line names no map gets an empty one (its stack frames keep their own lines);
 * one that names a map keeps it.
 */
const emptySourceMap = { version: 3, sources: [], names: [], mappings: '' };
function mapOfPublishedCode(code) {
  return trailingSourceMap.test(code) || !code.includes('sourceMappingURL=')
    ? null
    : emptySourceMap;
}

/** Options: `swc`, SWC's options for sources that need compiling; without it, code as published. */
function createTransformer(options = {}) {
  const swc = options.swc ? createSwcTransformer(options.swc) : undefined;
  return {
    process(sourceText, sourcePath, transformOptions) {
      const compiled = swc
        ? swc.process(sourceText, sourcePath, transformOptions)
        : { code: sourceText, map: mapOfPublishedCode(sourceText) };
      return { ...compiled, code: withLocalGlobals(compiled.code) };
    },
    getCacheKey(sourceText, sourcePath, transformOptions) {
      // This file itself is part of the key: a changed wrapper must not be served from the cache.
      const hash = crypto.createHash('sha256').update(ownSource);
      if (swc) hash.update(swc.getCacheKey(sourceText, sourcePath, transformOptions));
      else hash.update(sourcePath).update(sourceText).update(transformOptions.configString);
      return hash.digest('hex');
    },
  };
}

module.exports = { createTransformer };
