import { randomBytes } from 'node:crypto';
import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseReleaseRegistry, RegistryFileError, type ReleaseRegistry } from '@reedmere/contracts';
import { ReleaseError } from './release-error';

/** The registry file's text: what a person reads and edits, so indented, one line per field. */
export const registryText = (registry: ReleaseRegistry): string =>
  `${JSON.stringify(registry, null, 2)}\n`;

/**
 * The registry in `file`: each remote's manifest URL, or its stable build and a canary tried on a
 * share of visitors. Throws a readable message when it is not valid.
 */
export async function readRegistry(file: string): Promise<ReleaseRegistry> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the remote registry ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `The remote registry ${file} is not valid JSON (${(error as Error).message}); ` +
        'fix it or delete it (the site then starts from the default) before deploying.',
      { cause: error },
    );
  }
  try {
    return parseReleaseRegistry(value);
  } catch (error) {
    if (!(error instanceof RegistryFileError)) throw error;
    throw new Error(`The remote registry ${file} is not valid: ${error.message}.`, {
      cause: error,
    });
  }
}

/**
 * Replaces `file` in one step: the new text goes to a temporary file in the same folder, is
 * flushed to disk, then renamed over the old one. A reader (the BFF) sees the old file or the new
 * one, never a partial write; a crash leaves the old file in place.
 */
export async function writeFileAtomically(file: string, text: string): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.partial`,
  );
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  // The rename itself is durable once the folder is synced (not possible on every platform).
  try {
    const folder = await open(path.dirname(file), 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  } catch {
    /* best effort */
  }
}

/** The registry written as `writeFileAtomically` writes; a registry that cannot be written rejects. */
export async function writeRegistryAtomically(
  file: string,
  registry: ReleaseRegistry,
): Promise<void> {
  await writeFileAtomically(file, registryText(registry));
}

const LOCK_WAIT_MS = 10000;
const STALE_LOCK_MS = 60000;

/**
 * Read, change and atomically rewrite the registry while holding `<file>.lock`, so two deploys
 * finishing together both land (neither overwrites the other's remote). A lock older than a
 * minute is left over from a crash and is taken over.
 */
export async function updateRegistry(
  file: string,
  change: (registry: ReleaseRegistry) => ReleaseRegistry,
): Promise<{ before: ReleaseRegistry; after: ReleaseRegistry }> {
  const lock = `${file}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await (await open(lock, 'wx')).close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > STALE_LOCK_MS) await rm(lock, { force: true });
      else if (Date.now() > deadline) {
        throw new ReleaseError(
          `The remote registry is being changed by another release (${lock}); try again shortly.`,
          { cause: error },
        );
      } else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    const before = await readRegistry(file);
    const after = change(before);
    await writeRegistryAtomically(file, after);
    return { before, after };
  } finally {
    await rm(lock, { force: true });
  }
}
