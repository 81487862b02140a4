/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file Jest requires */
// Plain CommonJS, as jest.config.mjs: Jest requires its runtime with Node's require, and loading a
// TypeScript file through tsx's require here unhooks `.ts` for the e2e project's global set-up.
const { AsyncLocalStorage } = require('node:async_hooks');
const fs = require('node:fs');
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/**
 * Jest's runtime with V8's code cache kept across the test files of a worker.
 *
 * Jest loads every module anew for each test file and compiles it with `vm.compileFunction`, which
 * V8 never caches: each API test file parsed and compiled Fastify, Drizzle, oidc-provider and the
 * app again, each jsdom file React, Redux and Testing Library. Here a module is compiled as a
 * script (the wrapper Jest used before `compileFunction`); after the first test file that ran it,
 * the worker keeps the script's code cache, which then also holds the functions compiled while
 * that file ran. Later files get the same module text compiled from that cache. Modules are still
 * evaluated anew per file: every test file keeps its own module registry.
 */

/** Per worker process: module file name → the text it was compiled from and V8's code cache. */
const codeCache = new Map();

/**
 * Per worker process: module file name → its text and when it was last modified. Jest's file
 * cache lives for one test file, so every test file read each module from the disk again, even
 * when Jest's transform cache (per worker, by modification time) already had the result.
 */
const sourceTexts = new Map();

/**
 * The async local storages the running test file used. Jest loads a file's modules anew, and
 * jest-circus (and oidc-provider, behind the local eID provider) makes a storage per load; Node
 * keeps every storage once used, and runs each for every promise created, until it is disabled.
 * Left alone, a worker's hundredth test file ran every promise through a hundred storages.
 */
const storagesOfFile = new Set();
for (const method of ['run', 'enterWith']) {
  const original = AsyncLocalStorage.prototype[method];
  Object.defineProperty(AsyncLocalStorage.prototype, method, {
    value(...args) {
      storagesOfFile.add(this);
      return original.apply(this, args);
    },
    writable: true,
    configurable: true,
  });
}

class CodeCacheRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    this.readSourcesOncePerWorker();
    /** Scripts this test file compiled without a usable cache: cached at its teardown. */
    this.compiledWithoutCache = [];
    // Jest's internal module executor; only its `compile` is replaced.
    const executor = this.executor;
    const compileWithoutCache = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      const context = executor.environment.getVmContext();
      if (!context) return null;
      const parameters = executor.injectedModuleParameters.join(',');
      const wrapped = `({"Object.<anonymous>":function(${parameters}){${source}\n}});`;
      const known = codeCache.get(filename);
      const cachedData = known?.source === wrapped ? known.data : undefined;
      let script;
      try {
        script = new vm.Script(wrapped, { filename, cachedData });
      } catch {
        // Jest's own compile reports syntax errors (and ESM in a CommonJS file) as Jest does.
        return compileWithoutCache(source, filename);
      }
      if (!cachedData || script.cachedDataRejected) {
        this.compiledWithoutCache.push({ filename, source: wrapped, script });
      }
      return script.runInContext(context)['Object.<anonymous>'];
    };
  }

  /** Jest's file cache of this test file, reading a module's text again only once it changed. */
  readSourcesOncePerWorker() {
    const files = this.fileCache;
    const readFromDisk = files.readFile.bind(files);
    files.readFile = (filename) => {
      const read = files.strings.get(filename);
      if (read !== undefined) return read;
      const modified = fs.statSync(filename).mtimeMs;
      const known = sourceTexts.get(filename);
      if (known?.modified === modified) {
        files.strings.set(filename, known.text);
        return known.text;
      }
      const text = readFromDisk(filename);
      sourceTexts.set(filename, { modified, text });
      return text;
    };
  }

  /** After a test file: its functions are compiled now, so the cache holds them too. */
  teardown() {
    for (const { filename, source, script } of this.compiledWithoutCache) {
      codeCache.set(filename, { source, data: script.createCachedData() });
    }
    this.compiledWithoutCache.length = 0;
    for (const storage of storagesOfFile) storage.disable();
    storagesOfFile.clear();
    super.teardown();
  }
}

module.exports = CodeCacheRuntime;
