import { readFile, stat } from 'node:fs/promises';
import type { RemoteRegistry } from '@reedmere/contracts';
import type { Logger } from '@reedmere/service-kit';

export interface RemoteRegistrySource {
  /** The registry as the file says now; the last good version when the file is broken. */
  current(): Promise<RemoteRegistry | undefined>;
}

function parseRegistry(text: string): RemoteRegistry {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('the registry must be a JSON object');
  }
  for (const [name, url] of Object.entries(value)) {
    if (typeof url !== 'string' || url === '') {
      throw new Error(`the URL of remote "${name}" must be a non-empty string`);
    }
  }
  return { ...(value as RemoteRegistry) };
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
  let good: RemoteRegistry | undefined;
  let seen: string | undefined;
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
      if (version === seen) return good;
      seen = version;
      try {
        good = parseRegistry(await readFile(file, 'utf8'));
        logger.info('remote registry loaded', { file, remotes: Object.keys(good) });
      } catch (error) {
        logger.error('remote registry invalid; keeping the last good version', {
          file,
          message: (error as Error).message,
        });
      }
      return good;
    },
  };
}
