// Every workspace's unit, component and service tests in one jest run: one pool of workers takes
// the test files of all workspaces, the slowest first (jest remembers how long each took), with one
// summary and one `--onlyChanged` across them. The browser tests (`e2e`) share two running stacks
// and are a run of their own, which `npm test` starts beside this one.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const root = __dirname;
const SEPARATE_RUNS = new Set(['e2e']);

/** The workspaces of package.json ('packages/*' expanded) that have a jest configuration. */
function workspacesWithTests() {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces
    .flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(path.join(root, pattern.slice(0, -2))).map(
            (name) => `${pattern.slice(0, -1)}${name}`,
          )
        : [pattern],
    )
    .filter((dir) => !SEPARATE_RUNS.has(dir) && existsSync(path.join(root, dir, 'jest.config.cjs')))
    .sort();
}

const projects = workspacesWithTests().map((dir) => ({
  ...require(path.join(root, dir, 'jest.config.cjs')),
  displayName: dir,
}));

module.exports = {
  rootDir: root,
  projects,
  // A test's time limit is one for the whole run: the longest any workspace asks for.
  testTimeout: Math.max(...projects.map((project) => project.testTimeout ?? 5000)),
  // A worker per core (jest's default leaves one free): each file still runs alone in its worker.
  maxWorkers: process.env.JEST_WORKERS ?? '100%',
};
