import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEPLOY_REMOTE_CLI, registryFileIn, REPO_ROOT } from '@reedmere/launcher';
import type { CanaryRelease, ReleaseEvent } from '@reedmere/contracts';
import {
  readCanaryHealth,
  readRegistry,
  readReleaseHistory,
  stableOf,
  updateRegistry,
} from '@reedmere/releases';
import { demoStackVariable } from './site-url';

/** Set by globalSetup for each worker: its demo stack's data dir (registry and deployed remote builds). */
export const DEMO_DATA_DIR_ENV = 'E2E_DEMO_DATA_DIR';

/** Set by globalSetup for each worker: the pid of its demo stack's launcher, the services' parent. */
export const DEMO_STACK_PID_ENV = 'E2E_DEMO_STACK_PID';

/**
 * The pid of one of the demo stack's service processes (`developments`, ...): the launcher's child
 * running that service's server, found through /proc.
 */
export async function demoServicePid(service: string): Promise<number> {
  const variable = demoStackVariable(DEMO_STACK_PID_ENV);
  const stackPid = process.env[variable];
  if (!stackPid) throw new Error(`${variable} is not set: run the browser tests with jest`);
  const server = path.join('services', service, 'dist', 'entry-points', 'server.js');
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (command) state ppid ...": the parent is the second field after ')'.
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      const parent = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
      if (parent !== stackPid) continue;
      const commandLine = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).split('\0');
      if (commandLine.some((arg) => arg.endsWith(server))) return Number(entry);
    } catch {
      // The process ended while it was being read.
    }
  }
  throw new Error(`No ${service} service process under the demo stack (${stackPid})`);
}

export function demoDataDir(): string {
  const variable = demoStackVariable(DEMO_DATA_DIR_ENV);
  const dir = process.env[variable];
  if (!dir) throw new Error(`${variable} is not set: run the browser tests with jest`);
  return dir;
}

/**
 * Remembers the demo stack's registry as it is now; the returned function puts it back (in one
 * atomic write, as a deploy does), so a test that repoints a remote leaves the site as it found it.
 */
export async function keepRegistry(dataDir: string): Promise<() => Promise<void>> {
  const file = registryFileIn(dataDir);
  const original = await readRegistry(file);
  return async () => {
    await updateRegistry(file, () => original);
  };
}

/** Points one remote of the demo stack's registry at `manifestUrl`. */
export async function pointRegistry(dataDir: string, name: string, manifestUrl: string) {
  await updateRegistry(registryFileIn(dataDir), (registry) => ({
    ...registry,
    [name]: manifestUrl,
  }));
}

/**
 * Tries a build already deployed to the demo stack (its manifest URL) as a canary of `name`, as
 * the deploy script writes one, starting now.
 */
export async function startCanary(
  dataDir: string,
  name: string,
  url: string,
  canary: Omit<CanaryRelease['canary'], 'url' | 'since'>,
): Promise<void> {
  await updateRegistry(registryFileIn(dataDir), (registry) => ({
    ...registry,
    [name]: {
      stable: stableOf(registry, name),
      canary: { url, since: new Date().toISOString(), ...canary },
    },
  }));
}

/**
 * The demo stack's release history from the first line matching `wanted` on, once the site has
 * written one (the health check acts within seconds of the reports).
 */
export async function untilReleased(
  dataDir: string,
  wanted: Partial<ReleaseEvent>,
  withinMs = 30_000,
): Promise<ReleaseEvent> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const history = await readReleaseHistory(registryFileIn(dataDir));
    const found = history.find((event) =>
      Object.entries(wanted).every(([key, value]) => event[key as keyof ReleaseEvent] === value),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      // What the health check had counted and done tells a report that never came from a
      // judgement that never acted.
      const health = await readCanaryHealth(registryFileIn(dataDir));
      throw new Error(
        `no release ${JSON.stringify(wanted)} within ${withinMs} ms; the health check's figures: ` +
          `${JSON.stringify(health.remotes)}; the last release: ${JSON.stringify(history.at(-1))}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Inside the repository (so the copy resolves the workspace's packages from the root
// node_modules) and in a folder git ignores.
const COPIES_DIR = path.join(REPO_ROOT, '.data', 'e2e-remote-copies');

/** A temporary copy of a remote's workspace (sources and build config, no build output). */
export async function copyRemoteWorkspace(workspace: string): Promise<string> {
  await mkdir(COPIES_DIR, { recursive: true });
  const copy = await mkdtemp(path.join(COPIES_DIR, `${workspace}-`));
  const from = path.join(REPO_ROOT, workspace);
  for (const entry of ['package.json', 'webpack.config.cjs', 'tsconfig.json', 'src']) {
    await cp(path.join(from, entry), path.join(copy, entry), {
      recursive: true,
    });
  }
  return copy;
}

/** Replaces `from` by `to` in one file of a copy; throws when `from` is not there. */
export async function replaceInFile(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain "${from}"`);
  await writeFile(file, text.replace(from, to));
}

export interface DeployRun {
  code: number;
  output: string;
  /** The build id the script reports, when it succeeded. */
  buildId: string | undefined;
}

/**
 * `npm run deploy:remote -- <args> --data-dir <dir> --quiet` (the script it runs): a deploy, or
 * `promote`, `rollback`, `share` and `status`.
 */
export function runDeployCommand(args: string[], dataDir: string): Promise<DeployRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [DEPLOY_REMOTE_CLI, ...args, '--data-dir', dataDir, '--quiet'],
      { cwd: REPO_ROOT, timeout: 300000 },
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`;
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({
          code,
          output,
          buildId: /: build (\S+) in /.exec(output)?.[1],
        });
      },
    );
  });
}

/**
 * `npm run deploy:remote -- <name> --source <dir> --data-dir <dir>`, with `--canary <n>` when a
 * share is given.
 */
export function runDeployScript(
  name: string,
  source: string,
  dataDir: string,
  canary?: number,
): Promise<DeployRun> {
  const share = canary === undefined ? [] : ['--canary', String(canary)];
  return runDeployCommand([name, '--source', source, ...share], dataDir);
}

export async function removeCopy(copy: string | undefined): Promise<void> {
  if (copy?.startsWith(COPIES_DIR)) await rm(copy, { recursive: true, force: true });
}
