import type { Server } from 'node:http';
import { startEmbeddedMongo, type EmbeddedMongo } from '@reedmere/embedded-mongo';
import { connectDatabase, silentLogger } from '@reedmere/service-kit';
import type { Connection } from 'mongoose';
import { createApp } from '../../src/entry-points/create-app';

export interface TestService {
  /** The app listening on a free local port, for supertest to call over HTTP. */
  server: Server;
  connection: Connection;
  db: EmbeddedMongo;
  stop(): Promise<void>;
}

/** An in-memory database, a connection and the app listening on a free port. */
export async function startTestService(serviceToken?: string): Promise<TestService> {
  const db = await startEmbeddedMongo({ inMemory: true, log: () => {} });
  const connection = await connectDatabase(db.uri);
  const app = await createApp({ connection, logger: silentLogger, config: { serviceToken } });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    server,
    connection,
    db,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await connection.close().catch(() => {});
      await db.stop();
    },
  };
}
