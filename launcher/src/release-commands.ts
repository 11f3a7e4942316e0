import path from 'node:path';
import { remoteVersionOf, type ReleaseEvent, type ReleaseRegistry } from '@reedmere/contracts';
import { DeployError } from './deploy-error';
import { readReleaseHistory, recordRelease } from './release-history';
import { canaryOf, checkRemoteName } from './release-registry';
import { ensureRegistryFile, readRegistry, updateRegistry } from './remote-registry-file';

export interface ReleaseCommandOptions {
  /** The running site's data dir (its registry and release history). */
  dataDir: string;
  name: string;
  /** Who acts, for the release history. Default `command line`. */
  by?: string;
  now?: () => Date;
}

/** What a command changed: the remote's entry before and after, and the history line written. */
export interface ReleaseChange {
  event: ReleaseEvent;
  registryFile: string;
}

/**
 * Changes one remote's release under the registry's lock and records it: the registry is read
 * again just before writing, so a deploy finishing meanwhile is kept.
 */
async function changeRelease(
  options: ReleaseCommandOptions,
  change: (registry: ReleaseRegistry) => {
    registry: ReleaseRegistry;
    event: Omit<ReleaseEvent, 'at' | 'remote' | 'by'>;
  },
): Promise<ReleaseChange> {
  checkRemoteName(options.name);
  const dataDir = path.resolve(options.dataDir);
  const registryFile = ensureRegistryFile(dataDir);
  let made: Omit<ReleaseEvent, 'at' | 'remote' | 'by'> | undefined;
  await updateRegistry(registryFile, (registry) => {
    const result = change(registry);
    made = result.event;
    return result.registry;
  });
  const event: ReleaseEvent = {
    at: (options.now ?? (() => new Date()))().toISOString(),
    remote: options.name,
    by: options.by ?? 'command line',
    ...made!,
  };
  await recordRelease(dataDir, event);
  return { event, registryFile };
}

/** The canary becomes the build everyone gets; the build it was tried beside is kept on disk. */
export function promoteCanary(options: ReleaseCommandOptions): Promise<ReleaseChange> {
  const { name } = options;
  return changeRelease(options, (registry) => {
    const release = canaryOf(registry, name);
    return {
      registry: { ...registry, [name]: release.canary.url },
      event: {
        action: 'promote',
        version: remoteVersionOf(name, release.canary.url),
        stable: remoteVersionOf(name, release.stable),
      },
    };
  });
}

/**
 * The canary ends: everyone gets the stable build again from their next page. `reason` says why
 * (an automatic rollback's figures).
 */
export function rollbackCanary(
  options: ReleaseCommandOptions & { reason?: string },
): Promise<ReleaseChange> {
  const { name } = options;
  return changeRelease(options, (registry) => {
    const release = canaryOf(registry, name);
    return {
      registry: { ...registry, [name]: release.stable },
      event: {
        action: 'rollback',
        version: remoteVersionOf(name, release.canary.url),
        stable: remoteVersionOf(name, release.stable),
        ...(options.reason ? { reason: options.reason } : {}),
      },
    };
  });
}

/** The canary's share of visitors (0-100); those already on it stay on it as it grows. */
export function setCanaryShare(
  options: ReleaseCommandOptions & { share: number },
): Promise<ReleaseChange> {
  const { name, share } = options;
  if (!Number.isInteger(share) || share < 0 || share > 100) {
    return Promise.reject(new DeployError('A canary share is a whole per cent from 0 to 100.'));
  }
  return changeRelease(options, (registry) => {
    const release = canaryOf(registry, name);
    return {
      registry: { ...registry, [name]: { ...release, canary: { ...release.canary, share } } },
      event: {
        action: 'share',
        version: remoteVersionOf(name, release.canary.url),
        stable: remoteVersionOf(name, release.stable),
        share,
      },
    };
  });
}

/** Each remote's builds and shares as the registry says now, and the latest history lines. */
export async function releaseStatus(
  dataDir: string,
  historyLines = 10,
): Promise<{ registry: ReleaseRegistry; history: ReleaseEvent[] }> {
  const registry = await readRegistry(ensureRegistryFile(path.resolve(dataDir)));
  const history = (await readReleaseHistory(path.resolve(dataDir))).slice(-historyLines);
  return { registry, history };
}
