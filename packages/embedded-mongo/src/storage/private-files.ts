import fs from 'node:fs';

/**
 * The data folder holds every database, password hashes and sessions included, and the server
 * has no authentication: only the owner of the folder may read it or its files.
 */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
const GROUP_AND_OTHER_BITS = 0o077;

/** Windows has no POSIX modes (chmod there only sets read-only); its folder ACLs apply instead. */
const HAS_POSIX_MODES = process.platform !== 'win32';

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** Creates the folder (and any missing parents) owner-only, or makes an existing one so. */
export function preparePrivateFolder(dir: string, log: (line: string) => void): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  tightenToOwnerOnly(dir, 'data folder', log);
}

/**
 * Takes group and other access away from a file or folder made before modes were set at
 * creation (a mode given when creating a file does not reach one that already exists).
 */
export function tightenToOwnerOnly(
  target: string,
  what: string,
  log: (line: string) => void,
): void {
  if (!HAS_POSIX_MODES) return;
  const { mode } = fs.statSync(target);
  if ((mode & GROUP_AND_OTHER_BITS) === 0) return;
  const tightened = mode & 0o777 & ~GROUP_AND_OTHER_BITS;
  try {
    fs.chmodSync(target, tightened);
    log(`${what} ${target} had mode ${octal(mode)}: now ${octal(tightened)} (owner only)`);
  } catch (error) {
    log(
      `warning: ${what} ${target} has mode ${octal(mode)} and could not be made owner-only: ` +
        (error as Error).message,
    );
  }
}
