import { chmodSync, mkdirSync, statSync } from 'node:fs';

/**
 * The data folder holds the embedded database's files (password hashes and sessions among them),
 * and that database has no authentication: only the folder's owner may enter it.
 */
export const DATA_DIR_MODE = 0o700;
const GROUP_AND_OTHER_BITS = 0o077;

/**
 * Creates the folder (and any missing parents) owner-only, or takes group and other access away
 * from an existing one: a mode given at creation does not reach a folder made before.
 * Windows has no POSIX modes; its folder ACLs apply there.
 */
export function ensurePrivateDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DATA_DIR_MODE });
  if (process.platform === 'win32') return;
  const { mode } = statSync(dir);
  if ((mode & GROUP_AND_OTHER_BITS) !== 0) chmodSync(dir, mode & 0o777 & ~GROUP_AND_OTHER_BITS);
}
