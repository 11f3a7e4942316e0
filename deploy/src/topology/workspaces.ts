import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Workspace {
  /** Folder relative to the repository root, e.g. `services/listings`. */
  dir: string;
  name: string;
  scripts: Record<string, string>;
  dependencies: string[];
  devDependencies: string[];
}

/** The repository root: this file is in deploy/src/topology or deploy/dist/topology. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** The npm workspaces of the root package.json (`dir` or `dir/*` patterns). */
export function listWorkspaces(root = REPO_ROOT): Workspace[] {
  const patterns = readJson(path.join(root, 'package.json')).workspaces as string[];
  const dirs = patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => `${pattern.slice(0, -2)}/${e.name}`)
      : [pattern],
  );
  return dirs
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => {
      const pkg = readJson(path.join(root, dir, 'package.json'));
      return {
        dir,
        name: pkg.name as string,
        scripts: (pkg.scripts ?? {}) as Record<string, string>,
        dependencies: Object.keys((pkg.dependencies ?? {}) as object),
        devDependencies: Object.keys((pkg.devDependencies ?? {}) as object),
      };
    });
}

/**
 * The workspace and every workspace it depends on, transitively: what lerna's
 * `--include-dependencies` builds (dependencies and devDependencies), or with `runtimeOnly`,
 * what must be present when it runs.
 */
export function workspaceClosure(
  all: Workspace[],
  start: Workspace,
  runtimeOnly = false,
): Workspace[] {
  const byName = new Map(all.map((w) => [w.name, w]));
  const seen = new Map<string, Workspace>();
  const visit = (w: Workspace) => {
    if (seen.has(w.name)) return;
    seen.set(w.name, w);
    const deps = runtimeOnly ? w.dependencies : [...w.dependencies, ...w.devDependencies];
    for (const dep of deps) {
      const next = byName.get(dep);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}
