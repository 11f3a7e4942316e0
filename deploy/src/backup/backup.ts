import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { MongoClient, type Db, type Document } from 'mongodb';
import { EXACT_READ, toLine } from './ejson-lines';
import {
  BACKUP_FORMAT,
  MANIFEST_FILE,
  type BackupManifest,
  type CollectionEntry,
  type DatabaseEntry,
} from './manifest';

/** MongoDB's own databases: never dumped, never restored. */
export const SYSTEM_DATABASES = new Set(['admin', 'local', 'config']);

export interface BackupOptions {
  uri: string;
  /** The folder that holds the timestamped backups (`backups/`). */
  root: string;
  /** Only these databases (default: every database except admin, local and config). */
  databases?: string[];
  now?: Date;
}

export interface BackupResult {
  folder: string;
  manifest: BackupManifest;
}

/** `2026-11-22T06-15-00Z`: sortable, and valid as a folder name everywhere (no colons). */
export const timestampName = (date: Date): string =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');

/**
 * Dumps every collection (GridFS buckets are the `<bucket>.files` and `<bucket>.chunks`
 * collections, so they come along) as canonical Extended JSON lines, with its options and
 * indexes, and a manifest of counts and checksums. Written under a temporary name and renamed
 * at the end, so a folder with a manifest is always a complete backup.
 */
export async function backup(options: BackupOptions): Promise<BackupResult> {
  const client = await MongoClient.connect(options.uri, { serverSelectionTimeoutMS: 5000 });
  const name = timestampName(options.now ?? new Date());
  const folder = path.resolve(options.root, name);
  const partial = path.resolve(options.root, `.${name}.partial`);
  try {
    await mkdir(partial, { recursive: true });
    const names = options.databases ?? (await databaseNames(client));
    const databases: DatabaseEntry[] = [];
    for (const dbName of names) databases.push(await dumpDatabase(client.db(dbName), partial));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: (options.now ?? new Date()).toISOString(),
      databases,
    };
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, folder);
    return { folder, manifest };
  } finally {
    await client.close();
  }
}

async function databaseNames(client: MongoClient): Promise<string[]> {
  const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
  return databases
    .map((d) => d.name)
    .filter((n) => !SYSTEM_DATABASES.has(n))
    .sort();
}

async function dumpDatabase(db: Db, folder: string): Promise<DatabaseEntry> {
  await mkdir(path.join(folder, db.databaseName), { recursive: true });
  const infos = await db.listCollections({}, { nameOnly: false }).toArray();
  const collections: CollectionEntry[] = [];
  // Views hold no documents and system collections belong to the server.
  const dumpable = infos
    .filter((info) => (info.type ?? 'collection') === 'collection')
    .filter((info) => !info.name.startsWith('system.'))
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const info of dumpable) {
    collections.push(await dumpCollection(db, info.name, (info.options as Document) ?? {}, folder));
  }
  return { name: db.databaseName, collections };
}

async function dumpCollection(
  db: Db,
  name: string,
  options: Document,
  folder: string,
): Promise<CollectionEntry> {
  const file = `${db.databaseName}/${name}.ejson`;
  const out = createWriteStream(path.join(folder, file));
  const hash = createHash('sha256');
  let count = 0;
  let bytes = 0;
  const cursor = db.collection(name).find({}, { ...EXACT_READ, sort: { _id: 1 }, batchSize: 500 });
  try {
    for await (const doc of cursor) {
      const line = Buffer.from(toLine(doc), 'utf8');
      hash.update(line);
      bytes += line.length;
      count += 1;
      if (!out.write(line)) await once(out, 'drain');
    }
  } finally {
    await cursor.close();
    out.end();
    await once(out, 'close');
  }
  const indexes = (await db.collection(name).listIndexes().toArray()).filter(
    (index) => index.name !== '_id_',
  );
  return { name, file, count, bytes, sha256: hash.digest('hex'), options, indexes };
}
