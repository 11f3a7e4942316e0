import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const JEST = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const RUNTIME = path.join(ROOT, 'jest.code-cache-runtime.cjs');

interface CodeCacheUse {
  compiled: Record<string, number>;
  fromCache: Record<string, number>;
}

interface FixtureRun {
  status: number | null;
  output: string;
  use: CodeCacheUse;
  dir: string;
}

/**
 * Runs jest in one process (as one worker does) over `files` with the repository's runtime, and
 * reads how its modules were compiled (written by the run's global teardown, in that process).
 */
function runJest(files: Record<string, string>): FixtureRun {
  const dir = mkdtempSync(path.join(tmpdir(), 'jest-code-cache-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  writeFileSync(
    path.join(dir, 'report-use.cjs'),
    `module.exports = () => require('node:fs').writeFileSync(${JSON.stringify(
      path.join(dir, 'use.json'),
    )}, JSON.stringify(require(${JSON.stringify(RUNTIME)}).codeCacheUse()));`,
  );
  writeFileSync(
    path.join(dir, 'jest.config.json'),
    JSON.stringify({
      rootDir: dir,
      runtime: RUNTIME,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*.test.js'],
      transform: {},
      cacheDirectory: path.join(dir, 'cache'),
      globalTeardown: '<rootDir>/report-use.cjs',
    }),
  );
  const run = spawnSync(
    process.execPath,
    [JEST, '--config', path.join(dir, 'jest.config.json'), '--runInBand', '--ci'],
    { cwd: dir, encoding: 'utf8' },
  );
  const use = JSON.parse(readFileSync(path.join(dir, 'use.json'), 'utf8')) as CodeCacheUse;
  return { status: run.status, output: `${run.stdout}${run.stderr}`, use, dir };
}

/** A test file that sets its own mark in its globals and reads it through the shared module. */
const markingTest = (mark: string) =>
  `globalThis.mark = ${JSON.stringify(mark)};
const readMark = require('./shared');
test('the shared module reads the globals of this file', () => expect(readMark()).toBe(${JSON.stringify(mark)}));`;

describe("jest's runtime with a code cache (jest.code-cache-runtime.cjs)", () => {
  let dirs: string[] = [];
  afterEach(() => {
    dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    dirs = [];
  });

  it("compiles a module once and runs the cached code in a later file's own globals", () => {
    const run = runJest({
      'shared.js': 'module.exports = () => globalThis.mark;',
      'first.test.js': markingTest('first'),
      'second.test.js': markingTest('second'),
    });
    dirs.push(run.dir);
    expect(run.output).toMatch(/Tests:\s+2 passed, 2 total/);
    expect(run.status).toBe(0);
    const shared = path.join(run.dir, 'shared.js');
    expect(run.use.compiled[shared]).toBe(1);
    expect(run.use.fromCache[shared]).toBe(1);
  });

  it('reads a module again once a file before has changed it', () => {
    // jest runs the larger file first: it loads the module, then rewrites it.
    const run = runJest({
      'module.js': 'module.exports = 1;',
      'first.test.js': `const { writeFileSync } = require('node:fs');
test('loads the module, then changes it', () => {
  expect(require('./module')).toBe(1);
  writeFileSync(require.resolve('./module'), 'module.exports = 22;');
});`,
      'second.test.js': `test('loads it changed', () => expect(require('./module')).toBe(22));`,
    });
    dirs.push(run.dir);
    expect(run.output).toMatch(/Tests:\s+2 passed, 2 total/);
    expect(run.status).toBe(0);
    expect(run.use.compiled[path.join(run.dir, 'module.js')]).toBe(2);
  });

  it("disables an AsyncLocalStorage a file's modules made once that file is over", () => {
    // Node runs the hook of every enabled storage on each promise the worker makes: one left
    // enabled by each file would make every later file slower. The first file leaves its
    // storage on a core module, the one object both files share; the second looks at it.
    const run = runJest({
      'first.test.js': `const { AsyncLocalStorage } = require('node:async_hooks');
const storage = new AsyncLocalStorage();
require('node:events').storageOfFirstFile = storage;
test('uses its storage', () => expect(storage.run('first', () => storage.getStore())).toBe('first'));
test('is enabled while its file runs', () => expect(storage.enabled).toBe(true));`,
      'second.test.js': `test('finds the storage of the first file disabled', () => {
  const storage = require('node:events').storageOfFirstFile;
  expect(storage).toBeDefined();
  expect(storage.enabled).toBe(false);
});`,
    });
    dirs.push(run.dir);
    expect(run.output).toMatch(/Tests:\s+3 passed, 3 total/);
    expect(run.status).toBe(0);
  });

  it("points a stack trace at the module's own line and column", () => {
    const run = runJest({
      // `new Error` stands at column 32 of the first line.
      'thrower.js': "module.exports = () => { throw new Error('thrown here'); };",
      'throws.test.js': `test('throws', () => require('./thrower')());`,
    });
    dirs.push(run.dir);
    expect(run.status).toBe(1);
    expect(run.output).toContain('thrown here');
    expect(run.output).toMatch(/thrower\.js:1:32\)/);
  });

  it("reports a module's syntax error as jest does, naming the file", () => {
    const run = runJest({
      'broken.js': 'module.exports = (;',
      'broken.test.js': `test('loads', () => require('./broken'));`,
    });
    dirs.push(run.dir);
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/SyntaxError/);
    expect(run.output).toContain('broken.js');
    expect(run.use.compiled[path.join(run.dir, 'broken.js')]).toBeUndefined();
  });
});
