// @ts-check
// The first stage of node.Dockerfile and static.Dockerfile runs this on the whole build context:
// it picks out what the image of one workspace needs, so the Dockerfiles name no workspace and
// adding one changes neither of them.
//
//   (from the repository root) node deploy/docker/select-workspace.cjs --out /out \
//     --workspace services/listings [--start dist/entry-points/server.js] [--health-path /health]
//
// It writes:
//   <out>/manifests/<dir>/package.json  every workspace's manifest: npm ci checks them all against
//                                       the one lock file
//   <out>/sources/<dir>/                the workspace and every workspace lerna builds with it
//   <out>/closure/name                  its package name, for `lerna run build --scope`
//   <out>/closure/build                 those folders, one a line, for `npm ci --workspace`
//   <out>/closure/runtime               the folders it runs with (`dependencies`, transitively)
//
// The later stages copy these by content, so a change elsewhere in the repository reruns this
// stage but neither their npm ci nor their build.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');

/**
 * @typedef {object} Workspace
 * @property {string} dir folder relative to the repository root
 * @property {string} name
 * @property {Record<string, string>} scripts
 * @property {string[]} dependencies
 * @property {string[]} devDependencies
 */

/** Left out of the sources even if the context holds them (as .dockerignore does). */
const SKIPPED = new Set(['node_modules', 'dist', 'dist-bench', 'coverage', '.data']);

/** @param {string} file @returns {Record<string, unknown>} */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The npm workspaces of the root package.json (`dir` or `dir/*` patterns), as npm finds them.
 * @param {string} root
 * @returns {Workspace[]}
 */
function listWorkspaces(root) {
  const patterns = /** @type {string[]} */ (readJson(path.join(root, 'package.json')).workspaces);
  const dirs = patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
  return dirs
    .filter((dir) => fs.existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => {
      const pkg = readJson(path.join(root, dir, 'package.json'));
      return {
        dir,
        name: /** @type {string} */ (pkg.name),
        scripts: /** @type {Record<string, string>} */ (pkg.scripts ?? {}),
        dependencies: Object.keys(/** @type {object} */ (pkg.dependencies ?? {})),
        devDependencies: Object.keys(/** @type {object} */ (pkg.devDependencies ?? {})),
      };
    });
}

/**
 * The workspace and the workspaces it depends on, transitively, sorted by folder: with
 * devDependencies what lerna's `--include-dependencies` builds, without them what it runs with.
 * @param {Workspace[]} all
 * @param {Workspace} start
 * @param {boolean} runtimeOnly
 * @returns {string[]}
 */
function closure(all, start, runtimeOnly) {
  const byName = new Map(all.map((w) => [w.name, w]));
  /** @type {Set<Workspace>} */
  const seen = new Set();
  /** @param {Workspace} w */
  const visit = (w) => {
    if (seen.has(w)) return;
    seen.add(w);
    const deps = runtimeOnly ? w.dependencies : [...w.dependencies, ...w.devDependencies];
    for (const dep of deps) {
      const next = byName.get(dep);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen].map((w) => w.dir).sort();
}

/** @param {string} from @param {string} to */
function copyTree(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else fs.copyFileSync(source, target);
  }
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`select-workspace: ${message}`);
  process.exit(1);
}

function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      workspace: { type: 'string' },
      start: { type: 'string' },
      'health-path': { type: 'string' },
    },
  });
  const root = process.cwd();
  if (!values.out) fail('--out is required');
  const all = listWorkspaces(root);
  const workspace = all.find((w) => w.dir === values.workspace);
  if (!workspace) {
    // An exact folder: the Dockerfiles put it in paths (WORKDIR, COPY), where `./bff/` would differ.
    fail(
      `WORKSPACE "${values.workspace ?? ''}" is not a workspace; one of: ${all.map((w) => w.dir).join(', ')}`,
    );
  }
  if (!workspace.scripts.build) fail(`${workspace.dir} has no build script`);
  // The image starts what `npm start` starts, not a file of its own.
  if (values.start !== undefined && workspace.scripts.start !== `node ${values.start}`) {
    fail(
      `START "${values.start}" is not what ${workspace.dir}'s start script runs ("${workspace.scripts.start ?? ''}")`,
    );
  }
  const healthPath = values['health-path'];
  if (healthPath !== undefined && !/^\/\S*$/.test(healthPath)) {
    fail(`HEALTH_PATH "${healthPath}" is not a path on the server, such as /health`);
  }

  const out = path.resolve(values.out);
  fs.rmSync(out, { recursive: true, force: true });
  for (const w of all) {
    fs.mkdirSync(path.join(out, 'manifests', w.dir), { recursive: true });
    fs.copyFileSync(
      path.join(root, w.dir, 'package.json'),
      path.join(out, 'manifests', w.dir, 'package.json'),
    );
  }
  const build = closure(all, workspace, false);
  for (const dir of build) copyTree(path.join(root, dir), path.join(out, 'sources', dir));
  fs.mkdirSync(path.join(out, 'closure'), { recursive: true });
  fs.writeFileSync(path.join(out, 'closure', 'name'), `${workspace.name}\n`);
  fs.writeFileSync(path.join(out, 'closure', 'build'), `${build.join('\n')}\n`);
  fs.writeFileSync(
    path.join(out, 'closure', 'runtime'),
    `${closure(all, workspace, true).join('\n')}\n`,
  );
  console.log(`select-workspace: ${workspace.name} builds with ${build.join(', ')}`);
}

main();
