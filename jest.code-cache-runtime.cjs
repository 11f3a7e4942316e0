// jest's runtime, keeping V8's compiled code of every module a test file loads for the later test
// files of the same worker. jest gives each test file a fresh module registry, so without it every
// file compiles express, mongoose, React, MUI and the rest again from their source.
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/** By file: the source V8 compiled and its code cache, for the life of this worker process. */
const compiledModules = new Map();
/** By file: how often it was compiled from its source, and how often taken from the cache. */
const use = { compiled: new Map(), fromCache: new Map() };
const count = (counts, filename) => counts.set(filename, (counts.get(filename) ?? 0) + 1);

class CodeCacheRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    /** The modules this test file compiled first: cached once it is over (with what ran). */
    this.compiledHere = [];
    // The module executor is jest's own; a jest without it compiles as it always did.
    const executor = this.executor;
    if (typeof executor?.compile !== 'function') return;
    const compileAsJestDoes = executor.compile.bind(executor);
    const wrapperStart = `(function (${executor.injectedModuleParameters.join(',')}) {`;
    executor.compile = (source, filename) => {
      const context = executor.environment.getVmContext();
      if (context == null || executor.resolution.isCoreModule(filename)) {
        return compileAsJestDoes(source, filename);
      }
      const known = compiledModules.get(filename);
      const cachedData = known?.source === source ? known.cachedData : undefined;
      let script;
      try {
        // The wrapper starts on the first line and is subtracted from its columns, so stack
        // traces give the file's own lines and columns.
        script = new vm.Script(`${wrapperStart}${source}\n})`, {
          filename,
          columnOffset: -wrapperStart.length,
          cachedData,
          importModuleDynamically: (specifier, _script, attributes, phase) =>
            executor.dynamicImport(specifier, filename, context, attributes, phase),
        });
      } catch {
        // jest's compile reports a syntax error in its own words.
        return compileAsJestDoes(source, filename);
      }
      if (cachedData === undefined || script.cachedDataRejected) {
        count(use.compiled, filename);
        this.compiledHere.push({ filename, source, script });
      } else {
        count(use.fromCache, filename);
      }
      return script.runInContext(context);
    };
  }

  teardown() {
    // Made after the tests ran, the cache holds the functions they called compiled too.
    for (const { filename, source, script } of this.compiledHere) {
      compiledModules.set(filename, { source, cachedData: script.createCachedData() });
    }
    this.compiledHere = [];
    return super.teardown();
  }
}

/** How this process's test files compiled their modules: by file, from source or from the cache. */
CodeCacheRuntime.codeCacheUse = () => ({
  compiled: Object.fromEntries(use.compiled),
  fromCache: Object.fromEntries(use.fromCache),
});

module.exports = CodeCacheRuntime;
