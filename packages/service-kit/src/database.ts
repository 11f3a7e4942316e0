import mongoose, { type Connection, type ConnectOptions } from 'mongoose';

/**
 * Every write waits until a majority of the replica set has it in its on-disk journal, so an
 * acknowledged write survives a crash or a failover (on a single server: its own journal).
 */
export const WRITE_CONCERN = { w: 'majority', j: true } as const;

/**
 * Fail fast rather than hang: with no reachable server an operation gives up after two seconds
 * (the default is 30), and nothing is queued while disconnected (mongoose would otherwise buffer
 * commands and hold the request open).
 */
export const CONNECTION_OPTIONS = {
  serverSelectionTimeoutMS: 2000,
  bufferCommands: false,
  writeConcern: WRITE_CONCERN,
} as const;

/** The database used when the connection string names none. */
export const DEFAULT_DATABASE = 'reedmere';

/**
 * Opens a connection and resolves once it is ready; rejects if the server cannot be reached.
 * `extra` adds driver options (command monitoring in tests); it cannot loosen the write concern.
 */
export async function connectDatabase(
  uri: string,
  extra: Omit<ConnectOptions, 'writeConcern'> = {},
): Promise<Connection> {
  const namesDatabase = /^mongodb(\+srv)?:\/\/[^/]+\/[^/?]+/.test(uri);
  const connection = mongoose.createConnection(uri, {
    ...extra,
    ...CONNECTION_OPTIONS,
    ...(namesDatabase ? {} : { dbName: DEFAULT_DATABASE }),
  });
  try {
    return await connection.asPromise();
  } catch (error) {
    await connection.close().catch(() => {});
    throw error;
  }
}

/**
 * `connectDatabase`, tried again while the server has not answered, for up to `waitMs`: a
 * database that has just started, or is slow on a busy machine, may take longer than an
 * operation's two seconds to answer the first time. Operations keep the two seconds.
 */
export async function connectDatabaseWithin(
  uri: string,
  waitMs: number,
  extra: Omit<ConnectOptions, 'writeConcern'> = {},
): Promise<Connection> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await connectDatabase(uri, extra);
    } catch (error) {
      const unanswered = error instanceof Error && error.name === 'MongooseServerSelectionError';
      if (!unanswered || Date.now() >= deadline) throw error;
    }
  }
}

export type DatabaseStatus = { up: true } | { up: false; message: string };

const STATE_NAMES: Record<number, string> = {
  0: 'disconnected',
  1: 'connected',
  2: 'connecting',
  3: 'disconnecting',
};

/**
 * Asks the server for a `ping`. Bounded by `timeoutMs` as well, because a server that accepted the
 * socket but stopped answering would otherwise keep the request waiting indefinitely.
 */
export async function pingDatabase(
  connection: Connection,
  timeoutMs = 3000,
): Promise<DatabaseStatus> {
  const db = connection.db;
  if (connection.readyState !== 1 || !db) {
    const state = STATE_NAMES[connection.readyState] ?? 'unknown';
    return { up: false, message: `Database connection is ${state}` };
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Database did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([db.command({ ping: 1 }), timeout]);
    return { up: true };
  } catch (error) {
    return { up: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
