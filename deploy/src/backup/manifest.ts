import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Document } from 'mongodb';

export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'reedmere-backup/1';

/** One collection's dump: its documents file and what is needed to rebuild it. */
export interface CollectionEntry {
  name: string;
  /** Relative to the backup folder: `<db>/<collection>.ejson`. */
  file: string;
  count: number;
  bytes: number;
  sha256: string;
  /** listCollections options (capped, validator, ...), passed back to createCollection. */
  options: Document;
  /** listIndexes output without the `_id_` index, which every collection has. */
  indexes: Document[];
}

export interface DatabaseEntry {
  name: string;
  collections: CollectionEntry[];
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  databases: DatabaseEntry[];
}

export class BackupIntegrityError extends Error {
  constructor(readonly problems: string[]) {
    super(`The backup is damaged; nothing was restored:\n  - ${problems.join('\n  - ')}`);
    this.name = 'BackupIntegrityError';
  }
}

/** sha256 and size of a file, read as a stream (dumps of GridFS buckets can be large). */
export async function hashFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  const file = path.join(folder, MANIFEST_FILE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new BackupIntegrityError([`${file} cannot be read: ${(error as Error).message}`]);
  }
  const manifest = parsed as Partial<BackupManifest>;
  if (manifest.format !== BACKUP_FORMAT || !Array.isArray(manifest.databases)) {
    throw new BackupIntegrityError([`${file} is not a ${BACKUP_FORMAT} manifest`]);
  }
  return manifest as BackupManifest;
}

/**
 * Checks every file named in the manifest against its size and sha256 before anything is
 * touched, so a truncated or altered dump is refused as a whole.
 */
export async function verifyBackup(folder: string, manifest: BackupManifest): Promise<void> {
  const problems: string[] = [];
  for (const db of manifest.databases) {
    for (const coll of db.collections) {
      const file = path.resolve(folder, coll.file);
      if (!file.startsWith(path.resolve(folder) + path.sep)) {
        problems.push(`${coll.file} points outside the backup folder`);
        continue;
      }
      try {
        const actual = await hashFile(file);
        if (actual.sha256 !== coll.sha256 || actual.bytes !== coll.bytes) {
          problems.push(
            `${coll.file} does not match its checksum (expected sha256 ${coll.sha256}, ` +
              `${coll.bytes} bytes; found ${actual.sha256}, ${actual.bytes} bytes)`,
          );
        }
      } catch (error) {
        problems.push(`${coll.file} cannot be read: ${(error as Error).message}`);
      }
    }
  }
  if (problems.length > 0) throw new BackupIntegrityError(problems);
}
