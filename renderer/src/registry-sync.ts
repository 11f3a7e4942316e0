import { registryVersion, STABLE_REGISTRY_PATH, type RemoteRegistry } from '@reedmere/contracts';
import type { Logger } from '@reedmere/service-kit';
import type { Federation } from './federation';

export interface RegistrySyncOptions {
  federation: Federation;
  siteUrl: string;
  /** The remotes the server renders, with the modules loaded to prove a new version works. */
  modulesOf: (name: string) => readonly string[];
  logger: Logger;
}

/**
 * Reads the site's registry and applies it: a redeployed remote is picked up without a restart.
 * Remotes the server does not render are left out.
 */
export function createRegistrySync({
  federation,
  siteUrl,
  modulesOf,
  logger,
}: RegistrySyncOptions) {
  let running: Promise<boolean> | undefined;
  let seen: string | undefined;
  let toldWaiting = false;
  const once = async () => {
    // The stable builds: a visitor given a canary has their page rendered from their own.
    const response = await fetch(`${siteUrl}${STABLE_REGISTRY_PATH}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`the registry answered ${response.status}`);
    const registry = (await response.json()) as RemoteRegistry;
    const rendered = Object.fromEntries(
      Object.entries(registry).filter(([name]) => modulesOf(name).length > 0),
    );
    await federation.apply(rendered, async (name) => {
      for (const id of modulesOf(name)) await federation.load(id);
    });
    // Only once applied: a page asked for meanwhile waits for this read instead of being
    // rendered (and kept) from the registry in force before it.
    seen = registryVersion(registry);
  };
  return {
    /** The version of the registry last read (applied, or kept out where a remote failed). */
    seen: () => seen,
    /** One read and apply (calls made while one runs share it); false when it was not read. */
    sync(): Promise<boolean> {
      if (!running) {
        running = once()
          .then(() => true)
          .catch((error: Error) => {
            // The renderer may start before the site answers: until the first read, that is
            // said once, not as a warning every half second.
            if (seen !== undefined) logger.warn('registry not read', { message: error.message });
            else if (!toldWaiting) logger.info('waiting for the site to read the registry');
            toldWaiting = true;
            return false;
          })
          .finally(() => {
            running = undefined;
          });
      }
      return running;
    },
  };
}
