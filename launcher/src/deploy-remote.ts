import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_OUTPUT_ENV } from '@reedmere/mf-build/build-output';
import { REMOTES } from '@reedmere/mf-build/remotes';
import {
  canaryCheckProblem,
  remoteVersionOf,
  rolloutPlanProblem,
  type CanaryCheck,
  type RolloutPlan,
} from '@reedmere/contracts';
import {
  checkRemoteName,
  readRegistry,
  recordRelease,
  stableOf,
  updateRegistry,
} from '@reedmere/releases';
import { DeployError } from './deploy-error';
import { REPO_ROOT } from './paths';
import {
  buildIdOf,
  deployedManifestUrl,
  hashFolder,
  listBuilds,
  pruneBuilds,
} from './remote-builds';
import { deploysDirIn, ensureRegistryFile } from './remote-registry-file';

/** Builds the remote in `sourceDir` into `outDir`; rejects when the build fails. */
export type RemoteBuilder = (options: {
  sourceDir: string;
  outDir: string;
  log: (line: string) => void;
}) => Promise<void>;

export interface DeployOptions {
  /** The remote's name (`news`); anything else is refused before any work. */
  name: string;
  /** The workspace to build; default the remote's own (`<repo>/mfe-<name>`). */
  sourceDir?: string;
  /** The running site's data dir (its registry and deployed builds). */
  dataDir: string;
  /** Deployed builds kept per remote. Default 3. */
  keep?: number;
  /**
   * Publish the build as a canary for this per cent of visitors (1-100) beside the build everyone
   * else keeps, instead of giving it to everyone.
   */
  canary?: number;
  /** The canary's health check; the site's default when not given. */
  check?: CanaryCheck;
  /** The canary's way to everyone; without one it waits for a promote or a rollback. */
  plan?: RolloutPlan;
  build?: RemoteBuilder;
  log?: (line: string) => void;
  now?: () => Date;
  /** Who deploys, for the release history. Default `command line`. */
  by?: string;
}

export interface DeployResult {
  name: string;
  buildId: string;
  buildDir: string;
  manifestUrl: string;
  previousUrl: string | undefined;
  /** The canary's share, when the build was published as one. */
  canary?: number;
  registryFile: string;
  removed: string[];
  durationMs: number;
}

export { DeployError };

export const DEFAULT_KEEP = 3;

/** The production webpack build of the workspace in `sourceDir`, written to `outDir`. */
export const webpackBuild: RemoteBuilder = ({ sourceDir, outDir, log }) => {
  const config = path.join(sourceDir, 'webpack.config.cjs');
  if (!existsSync(config)) {
    return Promise.reject(new DeployError(`${config} does not exist: not a remote's workspace.`));
  }
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [sourceDir, REPO_ROOT] });
  const args = [cli, '--config', config, '--mode', 'production'];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: sourceDir,
      // Both builds (browser, and server in its subfolder) go to the staging folder.
      env: { ...process.env, ANALYZE: '', [BUILD_OUTPUT_ENV]: outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() === '') continue;
        lines.push(line);
        log(line);
      }
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else {
        const tail = lines.slice(-15).join('\n');
        reject(new DeployError(`The build failed (${signal ?? `exit code ${code}`}):\n${tail}`));
      }
    });
  });
};

/** A build must be the named remote's: its manifest and entry exist and carry that name. */
async function checkBuild(outDir: string, name: string): Promise<void> {
  let manifest: { name?: unknown; metaData?: { name?: unknown } };
  try {
    manifest = JSON.parse(await readFile(path.join(outDir, 'mf-manifest.json'), 'utf8')) as {
      name?: unknown;
    };
  } catch (error) {
    throw new DeployError(
      `The build has no readable mf-manifest.json (${(error as Error).message}).`,
    );
  }
  const built = manifest.metaData?.name ?? manifest.name;
  if (built !== name) {
    throw new DeployError(`The build is the remote "${String(built)}", not "${name}".`);
  }
  if (!existsSync(path.join(outDir, 'remoteEntry.js'))) {
    throw new DeployError('The build has no remoteEntry.js.');
  }
}

/**
 * Builds one remote into a new folder `<data dir>/remotes/<name>/<build id>/`, then points the
 * registry at it in one atomic write: the running site serves the new build from the next page
 * load, with no restart and no shell rebuild. Builds beyond the newest `keep` are deleted
 * afterwards. On any failure the registry is left as it was.
 */
export async function deployRemote(options: DeployOptions): Promise<DeployResult> {
  const started = Date.now();
  const { name } = options;
  const log = options.log ?? (() => {});
  checkRemoteName(name);
  const { canary } = options;
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 100)) {
    throw new DeployError('A canary share is a whole per cent from 1 to 100.');
  }
  const { check, plan } = options;
  if ((check !== undefined || plan !== undefined) && canary === undefined) {
    throw new DeployError('A health check or a plan is for a canary: give its share too.');
  }
  const planProblem = plan && rolloutPlanProblem(plan, canary);
  if (planProblem) throw new DeployError(`The plan is not valid: ${planProblem}.`);
  const checkProblem = check && canaryCheckProblem(check);
  if (checkProblem) throw new DeployError(`The health check is not valid: ${checkProblem}.`);
  const sourceDir = path.resolve(
    options.sourceDir ?? path.join(REPO_ROOT, REMOTES[name].workspace),
  );
  if (!existsSync(sourceDir)) throw new DeployError(`${sourceDir} does not exist.`);
  const dataDir = path.resolve(options.dataDir);
  const registryFile = ensureRegistryFile(dataDir);
  // Refuse a broken registry, or a canary with nothing to try it beside, before building.
  const current = await readRegistry(registryFile);
  if (canary !== undefined) stableOf(current, name);

  const remoteDir = path.join(deploysDirIn(dataDir), name);
  await mkdir(remoteDir, { recursive: true });
  // Built next to its final place (same file system), so moving it in is one rename. The
  // staging name never matches a build id, so the BFF never serves a half-written build.
  const staging = await mkdtemp(path.join(remoteDir, '.staging-'));
  try {
    const outDir = path.join(staging, 'dist');
    await (options.build ?? webpackBuild)({ sourceDir, outDir, log });
    await checkBuild(outDir, name);
    const now = (options.now ?? (() => new Date()))();
    const buildId = buildIdOf(now, await hashFolder(outDir));
    const buildDir = path.join(remoteDir, buildId);
    if (!existsSync(buildDir)) await rename(outDir, buildDir);

    // Read again just before writing (under the lock): a change made during the build is kept.
    const manifestUrl = deployedManifestUrl(name, buildId);
    const { before, after: next } = await updateRegistry(registryFile, (registry) => ({
      ...registry,
      [name]:
        canary === undefined
          ? manifestUrl
          : {
              stable: stableOf(registry, name),
              canary: {
                url: manifestUrl,
                share: canary,
                since: now.toISOString(),
                ...(check ? { check } : {}),
                ...(plan ? { plan } : {}),
              },
            },
    }));
    const previous = before[name];
    const previousUrl = previous === undefined ? undefined : stableOf(before, name);
    await recordRelease(registryFile, {
      at: now.toISOString(),
      remote: name,
      action: canary === undefined ? 'deploy' : 'canary',
      version: buildId,
      ...(previousUrl ? { stable: remoteVersionOf(name, previousUrl) } : {}),
      ...(canary === undefined ? {} : { share: canary }),
      by: options.by ?? 'command line',
    });
    const removed = await pruneBuilds(remoteDir, name, next, options.keep ?? DEFAULT_KEEP);
    return {
      name,
      buildId,
      buildDir,
      manifestUrl,
      previousUrl,
      ...(canary === undefined ? {} : { canary }),
      registryFile,
      removed,
      durationMs: Date.now() - started,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export { listBuilds };
