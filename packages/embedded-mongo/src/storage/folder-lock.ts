import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE } from './private-files';

export class FolderLockedError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One server per data folder. The lock file holds the owner's pid; a lock left by a process
 * that no longer runs (after kill -9) is taken over.
 */
export function lockFolder(dir: string): () => void {
  const lockPath = path.join(dir, 'mongod.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (owner && owner !== process.pid && processAlive(owner)) {
        throw new FolderLockedError(
          `The data folder ${dir} is in use by another embedded MongoDB server (pid ${owner}). ` +
            'Stop that server or choose another data folder.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new FolderLockedError(`Could not lock the data folder ${dir}.`);
}
