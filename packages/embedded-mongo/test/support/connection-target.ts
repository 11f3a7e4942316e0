// Gives each test file a server to talk to and a database of its own.
//
// - MONGODB_URI set: that (real) server is used; every test file gets a unique database name,
//   dropped when the file ends. Nothing else on that server is touched.
// - MONGODB_URI unset: an embedded server is started in memory for the test file and stopped at the end.
//
// Tests that must restart or kill the server only make sense on the embedded server: wrap them in
// `describeEmbeddedOnly`, which skips them (and says why) when MONGODB_URI points elsewhere.
import { randomBytes } from 'node:crypto';
import { MongoClient, type Collection, type Db, type MongoClientOptions } from 'mongodb';
import type { LooseDoc } from './loose-doc';
import mongoose, { type Connection } from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from '../../src';

const rawExternalUri = process.env.MONGODB_URI?.trim();

/** The external server under test, when MONGODB_URI is set. */
export const externalUri: string | undefined = rawExternalUri ? rawExternalUri : undefined;
export const usingExternalServer = externalUri !== undefined;

/** Short enough that a broken or missing server fails a test quickly instead of hanging for 30 s. */
export const SERVER_SELECTION_TIMEOUT_MS = 5000;

/** Forwards embedded-server log lines to stderr when EMBEDDED_MONGO_LOG=1; silent otherwise. */
export function embeddedLog(): (line: string) => void {
  return process.env.EMBEDDED_MONGO_LOG === '1'
    ? (line) => process.stderr.write(`[embedded-mongo] ${line}\n`)
    : () => {};
}

export interface ConnectionTarget {
  kind: 'embedded' | 'external';
  /** Server address, without a database. */
  uri: string;
  /** The database reserved for this test file. */
  dbName: string;
  /** A raw driver client, connected. */
  client: MongoClient;
  /** client.db(dbName) */
  db: Db;
  /** db.collection<LooseDoc>(name): any _id type allowed. */
  coll(name: string): Collection<LooseDoc>;
  /** Another driver client with its own options (closed at the end). */
  newClient(options?: MongoClientOptions): Promise<MongoClient>;
  /** A mongoose connection to this file's database (closed at the end). */
  mongoose(options?: mongoose.ConnectOptions): Promise<Connection>;
  /** Drops the database (external server), closes every client, stops the embedded server. */
  close(): Promise<void>;
}

/** A database name unique to this run: letters, digits and underscores, well under MongoDB's 63 bytes. */
export function uniqueDbName(label: string): string {
  const clean = label
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 30);
  return `emt_${clean}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Extra options for the embedded server (ignored when MONGODB_URI is set). */
export type EmbeddedExtras = Omit<
  EmbeddedMongoOptions,
  'host' | 'port' | 'dataDir' | 'inMemory' | 'log'
>;

export async function openTarget(
  label: string,
  extras: EmbeddedExtras = {},
): Promise<ConnectionTarget> {
  let server: EmbeddedMongo | undefined;
  let uri: string;
  if (externalUri !== undefined) {
    uri = externalUri;
  } else {
    server = await startEmbeddedMongo({
      ...extras,
      host: '127.0.0.1',
      port: 0,
      inMemory: true,
      log: embeddedLog(),
    });
    uri = server.uri;
  }
  const dbName = uniqueDbName(label);
  const clients: MongoClient[] = [];
  const connections: Connection[] = [];

  const newClient = async (options: MongoClientOptions = {}): Promise<MongoClient> => {
    const c = new MongoClient(uri, {
      serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
      ...options,
    });
    clients.push(c);
    await c.connect();
    return c;
  };

  let client: MongoClient;
  try {
    client = await newClient();
  } catch (e) {
    await server?.stop();
    throw e;
  }

  return {
    kind: server ? 'embedded' : 'external',
    uri,
    dbName,
    client,
    db: client.db(dbName),
    coll: (name: string) => client.db(dbName).collection<LooseDoc>(name),
    newClient,
    async mongoose(options: mongoose.ConnectOptions = {}): Promise<Connection> {
      const conn = mongoose.createConnection(uri, {
        dbName,
        serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
        ...options,
      });
      connections.push(conn);
      await conn.asPromise();
      return conn;
    },
    async close(): Promise<void> {
      const problems: unknown[] = [];
      if (!server) {
        try {
          await client.db(dbName).dropDatabase();
        } catch (e) {
          problems.push(e);
        }
      }
      for (const conn of connections.splice(0)) {
        await conn.close(true).catch((e: unknown) => problems.push(e));
      }
      for (const c of clients.splice(0)) {
        await c.close(true).catch((e: unknown) => problems.push(e));
      }
      if (server) await server.stop();
      if (problems.length > 0 && externalUri !== undefined) {
        // Only worth failing for on a real server, where a left-over database would pollute it.
        throw new Error(`cleaning up ${dbName} failed: ${problems.map(String).join('; ')}`);
      }
    },
  };
}

/**
 * Opens a target in beforeAll and closes it in afterAll; returns a getter for the current test file.
 * Usage: `const target = useTarget('distinct'); it('...', async () => { const db = target().db; })`.
 */
export function useTarget(label: string, extras: EmbeddedExtras = {}): () => ConnectionTarget {
  let target: ConnectionTarget | undefined;
  beforeAll(async () => {
    target = await openTarget(label, extras);
  });
  afterAll(async () => {
    await target?.close();
  });
  return () => {
    if (!target)
      throw new Error(
        'no connection target: opening the server failed in beforeAll (see the first error)',
      );
    return target;
  };
}

const EMBEDDED_ONLY_REASON =
  'skipped: MONGODB_URI is set, and these tests stop, restart or kill the server, which only the embedded server allows';

/** describe() on the embedded server; describe.skip() with the reason in its title when MONGODB_URI is set. */
export function describeEmbeddedOnly(name: string, fn: () => void): void {
  if (usingExternalServer) describe.skip(`${name} [${EMBEDDED_ONLY_REASON}]`, fn);
  else describe(name, fn);
}
