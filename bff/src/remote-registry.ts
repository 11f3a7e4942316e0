import { readFile, stat } from 'node:fs/promises';
import {
  parseReleaseRegistry,
  type ReleaseRegistry,
  type RemoteRegistry,
} from '@reedmere/contracts';
import type { Logger } from '@reedmere/service-kit';

export interface RemoteRegistrySource {
  /**
   * The registry as the file says now (each remote's build, and a canary's where one is being
   * tried); the last good version when the file is broken.
   */
  current(): Promise<ReleaseRegistry | undefined>;
}

/** A registry that never changes: the same-origin one, when no file is given. */
export function fixedRegistrySource(registry: RemoteRegistry): RemoteRegistrySource {
  return { current: async () => ({ ...registry }) };
}

/**
 * Reads the remote registry file, again whenever its modification time (or size) changes, so a
 * remote is redeployed by editing the file, without restarting anything. A file that is missing
 * or not valid keeps the last good version in service and is logged once per change.
 */
export function createRemoteRegistrySource(file: string, logger: Logger): RemoteRegistrySource {
  let good: ReleaseRegistry | undefined;
  let seen: string | undefined;
  // The read of the version last seen while it is under way: callers meanwhile (the first pages
  // and the renderer's first read, together at start) wait for it rather than find nothing.
  let reading: Promise<ReleaseRegistry | undefined> | undefined;
  const read = async () => {
    try {
      good = parseReleaseRegistry(JSON.parse(await readFile(file, 'utf8')));
      logger.info('remote registry loaded', { file, remotes: Object.keys(good) });
    } catch (error) {
      logger.error('remote registry invalid; keeping the last good version', {
        file,
        message: (error as Error).message,
      });
    }
    return good;
  };
  return {
    async current() {
      let version: string;
      try {
        const info = await stat(file);
        version = `${info.mtimeMs}:${info.size}`;
      } catch (error) {
        version = 'missing';
        if (seen !== version) {
          logger.error('remote registry unreadable', { file, message: (error as Error).message });
        }
        seen = version;
        return good;
      }
      if (version === seen) return reading ?? good;
      seen = version;
      const thisRead = read().finally(() => {
        if (reading === thisRead) reading = undefined;
      });
      reading = thisRead;
      return thisRead;
    },
  };
}
