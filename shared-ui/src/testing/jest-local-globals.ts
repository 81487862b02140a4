import crypto from 'node:crypto';
import { createTransformer as createSwcTransformer } from '@swc/jest';
import type { SyncTransformer, TransformOptions, TransformedSource } from '@jest/transform';

/**
 * Jest runs every test file in a Node `vm` context, and there each read of a global name
 * (`Object`, `Array`, `Symbol` …) goes through the context's interceptor instead of an inline
 * cache: on Node 20 a loop over `Object.getPrototypeOf` is about 30 times slower than with a local
 * alias. Drizzle's `is()`, React and Testing Library read such names in their hot paths. This
 * transform hands every module the realm's own built-ins as local bindings, taken from
 * `globalThis` once per module load; what the module sees is the same objects.
 *
 * Only built-ins that Jest never replaces on the global are listed: fake timers swap `Date`,
 * the timer functions and `performance`, so those stay global reads.
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
 * Two functions: the outer one's parameters are the built-ins, the inner one holds the module,
 * so a module that declares its own `Map` with `let` or `class` shadows the parameter instead of
 * colliding with it. Head and tail add no line, so stack traces and source maps keep their lines.
 */
const head = `(function(${builtins.join(',')}){return (function(){`;
const tail = `\n}).call(this)}).call(this,${builtins.map((name) => `globalThis.${name}`).join(',')});`;

const sourceMapComment = '\n//# sourceMappingURL=';

export function withLocalGlobals(code: string): string {
  // A shebang is only allowed on a script's first line: it becomes a line comment.
  const body = code.startsWith('#!') ? `//${code.slice(2)}` : code;
  const mapAt = body.lastIndexOf(sourceMapComment);
  if (mapAt < 0) return head + body + tail;
  return head + body.slice(0, mapAt) + tail + body.slice(mapAt);
}

/** Options: `swc`, the SWC options for sources that need compiling; without it, code as published. */
interface LocalGlobalsOptions {
  swc?: Parameters<typeof createSwcTransformer>[0];
}

function createTransformer(
  options: LocalGlobalsOptions = {},
): SyncTransformer<LocalGlobalsOptions> {
  const swc = options.swc ? createSwcTransformer(options.swc) : undefined;
  return {
    process(sourceText, sourcePath, transformOptions): TransformedSource {
      const compiled = swc?.process
        ? (swc.process(sourceText, sourcePath, transformOptions as never) as TransformedSource)
        : { code: sourceText };
      return { ...compiled, code: withLocalGlobals(compiled.code) };
    },
    getCacheKey(sourceText, sourcePath, transformOptions: TransformOptions<LocalGlobalsOptions>) {
      const hash = crypto.createHash('sha256').update(head).update(tail);
      if (swc?.getCacheKey)
        return hash
          .update(swc.getCacheKey(sourceText, sourcePath, transformOptions as never))
          .digest('hex');
      return hash
        .update(sourcePath)
        .update(sourceText)
        .update(transformOptions.configString)
        .digest('hex');
    },
  };
}

export default { createTransformer };
