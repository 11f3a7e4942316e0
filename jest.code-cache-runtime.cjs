// jest's runtime, keeping V8's compiled code of every module a test file loads for the later test
// files of the same worker. jest gives each test file a fresh module registry, so without it every
// file reads and compiles express, mongoose, React, MUI and the rest again from their source.
const { statSync } = require('node:fs');
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/**
 * By file: the source V8 compiled and its script, for the life of this worker process. A script
 * is bound to no context: each test file runs it in its own globals, and the functions V8
 * compiled for one file serve the next.
 */
const compiledModules = new Map();
/**
 * By file: its text, with the modification time and size it had when read, for the life of this
 * worker process: each test file would otherwise read every module it loads from the disk again.
 */
const fileTexts = new Map();
/** The module executor of the test file this worker runs now (one at a time). */
let running;
/** By file: how often it was compiled from its source, and how often taken from the cache. */
const use = { compiled: new Map(), fromCache: new Map() };
const count = (counts, filename) => counts.set(filename, (counts.get(filename) ?? 0) + 1);

/** `read(filename)`, or the text it gave before if the file has not changed since. */
function readIfChanged(filename, read) {
  const stats = statSync(filename, { bigint: true, throwIfNoEntry: false });
  if (stats === undefined) return read(filename);
  const known = fileTexts.get(filename);
  if (known !== undefined && known.mtimeNs === stats.mtimeNs && known.size === stats.size) {
    return known.text;
  }
  const text = read(filename);
  fileTexts.set(filename, { text, mtimeNs: stats.mtimeNs, size: stats.size });
  return text;
}

/**
 * `node:async_hooks` for one test file, its AsyncLocalStorage instances kept to be disabled when
 * the file is over. Node runs every enabled instance's hook on each promise the process makes, and
 * the modules of a test file (React's server renderer, the renderer's request origin) create new
 * ones each time: without this, each test file makes every later one in the worker slower.
 */
function asyncHooksForOneFile(asyncHooks, storages) {
  class AsyncLocalStorage extends asyncHooks.AsyncLocalStorage {
    constructor(...args) {
      super(...args);
      storages.push(this);
    }
  }
  return { ...asyncHooks, AsyncLocalStorage };
}

class CodeCacheRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const files = this.fileCache;
    if (typeof files?.readFile === 'function') {
      const readAsJestDoes = files.readFile.bind(files);
      files.readFile = (filename) => readIfChanged(filename, readAsJestDoes);
    }
    /** The AsyncLocalStorage instances this test file's modules made. */
    this.storagesHere = [];
    const coreModules = this.coreModule;
    if (typeof coreModules?.require === 'function') {
      const requireCore = coreModules.require.bind(coreModules);
      let asyncHooks;
      coreModules.require = (moduleName) => {
        if (moduleName !== 'async_hooks' && moduleName !== 'node:async_hooks') {
          return requireCore(moduleName);
        }
        asyncHooks ??= asyncHooksForOneFile(requireCore(moduleName), this.storagesHere);
        return asyncHooks;
      };
    }
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
      if (known?.source === source) {
        count(use.fromCache, filename);
        return known.script.runInContext(context);
      }
      let script;
      try {
        // The wrapper starts on the first line and is subtracted from its columns, so stack
        // traces give the file's own lines and columns.
        script = new vm.Script(`${wrapperStart}${source}\n})`, {
          filename,
          columnOffset: -wrapperStart.length,
          // The script outlives this test file: its `import()` goes to the file running it now.
          importModuleDynamically: (specifier, _script, attributes, phase) =>
            running.dynamicImport(
              specifier,
              filename,
              running.environment.getVmContext(),
              attributes,
              phase,
            ),
        });
      } catch {
        // jest's compile reports a syntax error in its own words.
        return compileAsJestDoes(source, filename);
      }
      count(use.compiled, filename);
      compiledModules.set(filename, { source, script });
      return script.runInContext(context);
    };
    running = executor;
  }

  teardown() {
    for (const storage of this.storagesHere) storage.disable();
    this.storagesHere = [];
    return super.teardown();
  }
}

/** How this process's test files compiled their modules: by file, from source or from the cache. */
CodeCacheRuntime.codeCacheUse = () => ({
  compiled: Object.fromEntries(use.compiled),
  fromCache: Object.fromEntries(use.fromCache),
});

module.exports = CodeCacheRuntime;
