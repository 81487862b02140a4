import vm from 'node:vm';
import Runtime from 'jest-runtime';

/**
 * Jest's runtime with V8's code cache kept across the test files of a worker.
 *
 * Jest loads every module anew for each test file and compiles it with `vm.compileFunction`, which
 * V8 never caches: a file of an API suite spent about half a second parsing and compiling
 * Fastify, Drizzle, oidc-provider and the app again, a jsdom file React, Redux and Testing
 * Library. Here a module is compiled as a script (the wrapper Jest used before
 * `compileFunction`); after the first test file that ran it, the worker keeps the script's code
 * cache, which then also holds the functions compiled while that file ran. Later files get the
 * same module text compiled from that cache. Modules are still evaluated anew per file, so every
 * test file keeps its own module registry.
 */

type ModuleFunction = (...args: unknown[]) => unknown;

/** The part of Jest's internal module executor this runtime replaces (`compile`) and reads. */
interface ModuleExecutor {
  compile(source: string, filename: string): ModuleFunction | null;
  injectedModuleParameters: string[];
  environment: { getVmContext(): vm.Context | null };
}

interface CompiledModule {
  source: string;
  script: vm.Script;
}

/** Per worker process: a module's file name, the text it was compiled from and V8's cache. */
const codeCache = new Map<string, { source: string; data: Buffer }>();

export default class CodeCacheRuntime extends Runtime {
  private readonly compiledWithoutCache: Array<CompiledModule & { filename: string }> = [];

  constructor(...args: ConstructorParameters<typeof Runtime>) {
    super(...args);
    const executor = (this as unknown as { executor: ModuleExecutor }).executor;
    const compileWithoutCache = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      const context = executor.environment.getVmContext();
      if (!context) return null;
      const wrapped = `({"Object.<anonymous>":function(${executor.injectedModuleParameters.join(',')}){${source}\n}});`;
      const known = codeCache.get(filename);
      const cachedData = known?.source === wrapped ? known.data : undefined;
      let script: vm.Script;
      try {
        script = new vm.Script(wrapped, { filename, cachedData });
      } catch {
        // Jest's own compile reports syntax errors (and ESM in a CommonJS file) as Jest does.
        return compileWithoutCache(source, filename);
      }
      if (!cachedData || script.cachedDataRejected) {
        this.compiledWithoutCache.push({ filename, source: wrapped, script });
      }
      const exported = script.runInContext(context) as Record<string, ModuleFunction>;
      return exported['Object.<anonymous>']!;
    };
  }

  /** After a test file: its functions are compiled now, so the cache holds them too. */
  override teardown(): void {
    for (const { filename, source, script } of this.compiledWithoutCache) {
      codeCache.set(filename, { source, data: script.createCachedData() });
    }
    this.compiledWithoutCache.length = 0;
    super.teardown();
  }
}
