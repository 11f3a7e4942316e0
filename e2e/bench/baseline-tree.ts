// A build of another commit beside this checkout, to measure before and after in one run on one
// machine: a git worktree of the commit, given this checkout's installed packages (hard links,
// the workspace links being relative) and its build cache, then built.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface BaselineTree {
  /** The commit it was made from, as given. */
  readonly ref: string;
  /** Its root folder. */
  readonly root: string;
  /** Removes the worktree and its folder. */
  remove(): Promise<void>;
}

/** The `node_modules` folders npm made: the root's and each workspace's own. */
async function installedFolders(repo: string): Promise<string[]> {
  const { stdout } = await run('npm', ['query', '.workspace', '--json'], {
    cwd: repo,
    maxBuffer: 64 * 1024 * 1024,
  });
  const workspaces = (JSON.parse(stdout) as { location: string }[]).map((w) => w.location);
  return ['', ...workspaces]
    .map((folder) => path.join(folder, 'node_modules'))
    .filter((folder) => existsSync(path.join(repo, folder)));
}

/**
 * The packages a lockfile installs, with their versions. The workspaces' own entries (what each
 * declares) may differ: the installed folders are shared only when what npm put in them is the same.
 */
export function installedPackages(lockfile: string): string {
  const { packages } = JSON.parse(lockfile) as { packages: Record<string, { version?: string }> };
  return Object.entries(packages)
    .filter(([location]) => location.includes('node_modules/'))
    .map(([location, { version }]) => `${location}@${version ?? ''}`)
    .sort()
    .join('\n');
}

/** Checks out `ref` in a folder of its own, installs it from this checkout, and builds it. */
export async function baselineTree(
  ref: string,
  log: (line: string) => void,
): Promise<BaselineTree> {
  const repo = (await run('git', ['rev-parse', '--show-toplevel'])).stdout.trim();
  const lockAt = async (rev: string) =>
    (
      await run('git', ['show', `${rev}:package-lock.json`], {
        cwd: repo,
        maxBuffer: 64 * 1024 * 1024,
      })
    ).stdout;
  if (installedPackages(await lockAt(ref)) !== installedPackages(await lockAt('HEAD'))) {
    throw new Error(
      `${ref} installs other packages (package-lock.json differs): not comparable here`,
    );
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'reedmere-baseline-'));
  const root = path.join(folder, 'tree');
  const remove = async () => {
    await run('git', ['worktree', 'remove', '--force', root], { cwd: repo }).catch(() => {});
    await rm(folder, { recursive: true, force: true });
  };
  try {
    log(`Checking out ${ref} in ${root}`);
    await run('git', ['worktree', 'add', '--detach', root, ref], { cwd: repo });
    for (const modules of await installedFolders(repo)) {
      await run('cp', ['-al', path.join(repo, modules), path.join(root, modules)]);
    }
    if (existsSync(path.join(repo, '.nx', 'cache'))) {
      await run('mkdir', ['-p', path.join(root, '.nx')]);
      await run('cp', ['-al', path.join(repo, '.nx', 'cache'), path.join(root, '.nx', 'cache')]);
    }
    log(`Building ${ref}`);
    await run('npx', ['lerna', 'run', 'build', '--ignore', '@reedmere/e2e'], {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
    });
    return { ref, root, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
