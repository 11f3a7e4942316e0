import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Connection } from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '@reedmere/embedded-mongo';
import { connectDatabase, silentLogger, type BaseServiceConfig } from '@reedmere/service-kit';
import { contentConfig, type ContentConfig } from '../../src/config';
import {
  contentServices,
  type ContentContext,
  type ContentServices,
} from '../../src/entry-points/content-services';
import { createApp } from '../../src/entry-points/create-app';

export interface TestService {
  url: string;
  db: EmbeddedMongo;
  connection: Connection;
  services: ContentServices;
  context: ContentContext;
  /** Stops the database under the running service (its outage tests). */
  stopDatabase(): Promise<void>;
  /** Empties the service's collections between tests. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

export interface TestServiceOptions {
  env?: Record<string, unknown>;
  serviceToken?: string;
}

/** The service as it runs, over real HTTP, on an in-memory embedded database. */
export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const db = await startEmbeddedMongo({ inMemory: true, log: () => {} });
  const connection = await connectDatabase(db.uri);
  const config: BaseServiceConfig & ContentConfig = {
    port: 0,
    host: '127.0.0.1',
    mongodbUri: db.uri,
    serviceToken: options.serviceToken,
    production: false,
    ...contentConfig(options.env ?? {}),
  };
  const context = { config, connection, logger: silentLogger };
  const services = contentServices(context);
  const app = await createApp(context);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    connection,
    services,
    context,
    stopDatabase: () => db.stop(),
    async reset() {
      await services.notifier.idle();
      for (const name of ['seo_pages', 'enquiries', 'outbox', 'alert_subscriptions']) {
        await connection.collection(name).deleteMany({});
      }
    },
    async stop() {
      await services.notifier.idle();
      services.mailer?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await connection.close().catch(() => {});
      await db.stop().catch(() => {});
    },
  };
}

export const validEnquiry = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  phone: '01632 960999',
  serviceType: 'Residential Sales',
  message: 'I would like to arrange a viewing.',
};

export const PROPERTY_ID = '65a1b2c3d4e5f60718293a4b';

export const viewingRequest = {
  ...validEnquiry,
  serviceType: 'Viewing Request',
  propertyId: PROPERTY_ID,
  propertyTitle: '  Flint cottage by the staithe ',
  preferredTimes: 'Saturday mornings',
};
