import {
  remoteVersionOf,
  type CanaryFigures,
  type ReleaseEvent,
  type ReleaseRegistry,
} from '@reedmere/contracts';
import { readRegistry, updateRegistry } from './registry-file';
import { ReleaseError } from './release-error';
import { canaryOf, checkRemoteName } from './release-entries';
import { readReleaseHistory, recordRelease } from './release-history';

export interface ReleaseCommandOptions {
  /** The running site's registry file; its history is the file beside it. */
  registryFile: string;
  name: string;
  /** Who acts, for the release history. Default `command line`. */
  by?: string;
  /** Why, in words, for the history. */
  reason?: string;
  /** The figures a health check decided on. */
  figures?: CanaryFigures;
  /**
   * Act only while this is still the remote's canary: a person's decision is about the canary
   * they saw, a health check's about the one it counted, not one deployed since.
   */
  canaryUrl?: string;
  /** And only while it still has this share: a person's change of share meanwhile stands. */
  canaryShare?: number;
  now?: () => Date;
}

/** What a command changed: the history line written, and the registry file it rewrote. */
export interface ReleaseChange {
  event: ReleaseEvent;
  registryFile: string;
}

type EventMade = Omit<ReleaseEvent, 'at' | 'remote' | 'by' | 'reason' | 'figures'>;

/**
 * Changes one remote's release under the registry's lock and records it: the registry is read
 * again just before writing, so a deploy finishing meanwhile is kept.
 */
async function changeRelease(
  options: ReleaseCommandOptions,
  change: (registry: ReleaseRegistry, at: Date) => { registry: ReleaseRegistry; event: EventMade },
): Promise<ReleaseChange> {
  const { registryFile, name } = options;
  checkRemoteName(name);
  const at = (options.now ?? (() => new Date()))();
  let made: EventMade | undefined;
  await updateRegistry(registryFile, (registry) => {
    const { url, share } = canaryOf(registry, name).canary;
    if (
      (options.canaryUrl !== undefined && url !== options.canaryUrl) ||
      (options.canaryShare !== undefined && share !== options.canaryShare)
    ) {
      throw new ReleaseError(`The ${name} canary changed meanwhile; nothing was done.`);
    }
    const result = change(registry, at);
    made = result.event;
    return result.registry;
  });
  const event: ReleaseEvent = {
    at: at.toISOString(),
    remote: name,
    by: options.by ?? 'command line',
    ...made!,
    ...(options.reason ? { reason: options.reason } : {}),
    ...(options.figures ? { figures: options.figures } : {}),
  };
  await recordRelease(registryFile, event);
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

/** The canary ends: everyone gets the stable build again from their next page. */
export function rollbackCanary(options: ReleaseCommandOptions): Promise<ReleaseChange> {
  const { name } = options;
  return changeRelease(options, (registry) => {
    const release = canaryOf(registry, name);
    return {
      registry: { ...registry, [name]: release.stable },
      event: {
        action: 'rollback',
        version: remoteVersionOf(name, release.canary.url),
        stable: remoteVersionOf(name, release.stable),
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
    return Promise.reject(new ReleaseError('A canary share is a whole per cent from 0 to 100.'));
  }
  return changeRelease(options, (registry, at) => {
    const release = canaryOf(registry, name);
    return {
      registry: {
        ...registry,
        [name]: { ...release, canary: { ...release.canary, share, shareSince: at.toISOString() } },
      },
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
  registryFile: string,
  historyLines = 10,
): Promise<{ registry: ReleaseRegistry; history: ReleaseEvent[] }> {
  const registry = await readRegistry(registryFile);
  const history = (await readReleaseHistory(registryFile)).slice(-historyLines);
  return { registry, history };
}
