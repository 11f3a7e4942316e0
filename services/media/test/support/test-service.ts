import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Connection } from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '@reedmere/embedded-mongo';
import { connectDatabase, silentLogger, type BaseServiceConfig } from '@reedmere/service-kit';
import { mediaConfig, type MediaConfig } from '../../src/config';
import { createImagePool, type ImagePool } from '../../src/domain/image-pool';
import { createApp } from '../../src/entry-points/create-app';

export interface TestService {
  url: string;
  server: Server;
  db: EmbeddedMongo;
  connection: Connection;
  /** Stops the database under the running service (its outage tests). */
  stopDatabase(): Promise<void>;
  /** How many images reached the worker pool. */
  processedCount(): number;
  /** Names of every stored file (all revisions), sorted. */
  storedNames(): Promise<string[]>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

export interface TestServiceOptions {
  serviceToken?: string;
  imageWorkers?: number;
}

/** The service as it runs, over real HTTP, on an in-memory embedded database. */
export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const db = await startEmbeddedMongo({ inMemory: true, log: () => {} });
  const connection = await connectDatabase(db.uri);
  const config: BaseServiceConfig & MediaConfig = {
    port: 0,
    host: '127.0.0.1',
    mongodbUri: db.uri,
    serviceToken: options.serviceToken,
    production: false,
    ...mediaConfig({ IMAGE_WORKERS: options.imageWorkers ?? 1 }),
  };
  const realPool = createImagePool(config.imageWorkers);
  let processed = 0;
  const pool: ImagePool = {
    process: (bytes) => {
      processed += 1;
      return realPool.process(bytes);
    },
    close: () => realPool.close(),
  };
  const app = createApp({ config, connection, logger: silentLogger }, pool);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const files = () => connection.collection('files.files');
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    db,
    connection,
    stopDatabase: () => db.stop(),
    processedCount: () => processed,
    async storedNames() {
      const docs = await files().find({}).toArray();
      return docs.map((d) => String(d.filename)).sort();
    },
    async reset() {
      await files().deleteMany({});
      await connection.collection('files.chunks').deleteMany({});
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.close();
      await connection.close().catch(() => {});
      await db.stop();
    },
  };
}
