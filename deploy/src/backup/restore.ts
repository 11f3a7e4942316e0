import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  MongoClient,
  type CreateCollectionOptions,
  type Db,
  type Document,
  type IndexDescription,
} from 'mongodb';
import { fromLine } from './ejson-lines';
import { readManifest, verifyBackup, type CollectionEntry } from './manifest';

export interface RestoreOptions {
  uri: string;
  /** A backup folder (`backups/<timestamp>`), holding manifest.json. */
  folder: string;
  /** Replace collections that already hold data; without it a non-empty database is refused. */
  drop?: boolean;
}

export interface RestoreResult {
  databases: { name: string; collections: { name: string; count: number }[] }[];
}

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/** Insert batches: bounded in count and in bytes, as GridFS chunks are up to 255 KiB each. */
const BATCH_DOCUMENTS = 1000;
const BATCH_BYTES = 8 * 1024 * 1024;

/**
 * Checks the whole backup first (checksums, then that no target database holds data unless
 * `drop` is set), and only then, per collection: drop, recreate with its options, insert in
 * batches, recreate its indexes.
 */
export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const folder = path.resolve(options.folder);
  const manifest = await readManifest(folder);
  await verifyBackup(folder, manifest);

  const client = await MongoClient.connect(options.uri, { serverSelectionTimeoutMS: 5000 });
  try {
    if (!options.drop) {
      const occupied: string[] = [];
      for (const db of manifest.databases) {
        const names = await userCollections(client.db(db.name));
        if (names.length > 0) occupied.push(`${db.name} (${names.join(', ')})`);
      }
      if (occupied.length > 0) {
        throw new RestoreRefusedError(
          `Refusing to restore into a database that already holds collections: ` +
            `${occupied.join('; ')}. Nothing was changed. Run again with --drop to replace ` +
            `them with the backup's contents.`,
        );
      }
    }
    const result: RestoreResult = { databases: [] };
    for (const entry of manifest.databases) {
      const db = client.db(entry.name);
      const collections: { name: string; count: number }[] = [];
      for (const coll of entry.collections) {
        collections.push({ name: coll.name, count: await restoreCollection(db, folder, coll) });
      }
      result.databases.push({ name: entry.name, collections });
    }
    return result;
  } finally {
    await client.close();
  }
}

async function userCollections(db: Db): Promise<string[]> {
  const infos = await db.listCollections({}, { nameOnly: true }).toArray();
  return infos
    .map((info) => info.name)
    .filter((name) => !name.startsWith('system.'))
    .sort();
}

async function restoreCollection(db: Db, folder: string, entry: CollectionEntry): Promise<number> {
  const existing = await db.listCollections({ name: entry.name }, { nameOnly: true }).toArray();
  if (existing.length > 0) await db.dropCollection(entry.name);
  await db.createCollection(entry.name, entry.options as CreateCollectionOptions);
  const collection = db.collection(entry.name);

  let batch: Document[] = [];
  let batchBytes = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await collection.insertMany(batch, { ordered: true });
    count += batch.length;
    batch = [];
    batchBytes = 0;
  };
  const lines = createInterface({
    input: createReadStream(path.join(folder, entry.file), 'utf8'),
    crlfDelay: Infinity,
  });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(fromLine(line));
    batchBytes += line.length;
    if (batch.length >= BATCH_DOCUMENTS || batchBytes >= BATCH_BYTES) await flush();
  }
  await flush();

  if (entry.indexes.length > 0) {
    await collection.createIndexes(entry.indexes.map(indexSpec));
  }
  return count;
}

/** listIndexes gives `{ v, key, name, ...options }`; createIndexes takes the same minus `v`. */
function indexSpec(index: Document): IndexDescription {
  const { v: _version, ns: _namespace, key, name, ...rest } = index;
  return { ...rest, key: key as IndexDescription['key'], name: name as string };
}
