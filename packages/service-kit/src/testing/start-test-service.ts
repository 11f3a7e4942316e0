import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmbeddedMongo, type EmbeddedMongo } from '@reedmere/embedded-mongo';
import type { Express } from 'express';
import type { Connection } from 'mongoose';
import { connectDatabase } from '../database';
import { silentLogger, type Logger } from '../logger';

/** What a service's `createApp` takes in its tests. */
export interface TestAppContext {
  connection: Connection;
  logger: Logger;
  config: { serviceToken?: string | undefined };
}

export interface TestService {
  /** The app listening on a free local port, for supertest to call over HTTP. */
  server: Server;
  /** `http://127.0.0.1:<port>` of `server`. */
  url: string;
  connection: Connection;
  db: EmbeddedMongo;
  /** Stops the database under the running service (its outage tests). */
  stopDatabase(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A service's component-test setup: an in-memory embedded database, a real connection, and the
 * service's app listening on a free port.
 */
export async function startTestService(
  createApp: (context: TestAppContext) => Express | Promise<Express>,
  serviceToken?: string,
): Promise<TestService> {
  const db = await startEmbeddedMongo({ inMemory: true, log: () => {} });
  const connection = await connectDatabase(db.uri);
  const app = await createApp({ connection, logger: silentLogger, config: { serviceToken } });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    connection,
    db,
    stopDatabase: () => db.stop(),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await connection.close().catch(() => {});
      await db.stop();
    },
  };
}
