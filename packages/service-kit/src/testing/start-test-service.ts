import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmbeddedMongo, type EmbeddedMongo } from '@reedmere/embedded-mongo';
import type { Express } from 'express';
import type { Connection } from 'mongoose';
import { connectTestDatabase } from './test-database';
import { silentLogger } from '../logger';
import { parseCallerTokens, type CallerTokens } from '../service-token';
import type { ServiceContext } from '../run-service';

/** What a service's `createApp` takes in its tests: the context runService would give it. */
export type TestAppContext<C = object> = ServiceContext<C>;

export interface TestService<C = object> {
  /** The app listening on a free local port, for supertest to call over HTTP. */
  server: Server;
  /** `http://127.0.0.1:<port>` of `server`. */
  url: string;
  connection: Connection;
  db: EmbeddedMongo;
  /** The context the app was built with. */
  context: TestAppContext<C>;
  /** Stops the database under the running service (its outage tests). */
  stopDatabase(): Promise<void>;
  stop(): Promise<void>;
}

type CreateApp<C> = (context: TestAppContext<C>) => Express | Promise<Express>;

/**
 * A service's component-test setup: an in-memory embedded database, a real connection, and the
 * service's app listening on a free port. `callerTokens` is a CALLER_TOKENS value
 * (`test:<token>`); without it every caller is answered. A service with settings of its own
 * passes them as `config`, and so does a test of staff routes (`staffKey`, see testStaffKeys).
 */
export function startTestService(
  createApp: CreateApp<object>,
  callerTokens?: string,
): Promise<TestService>;
export function startTestService<C extends object>(
  createApp: CreateApp<C>,
  callerTokens: string | undefined,
  config: C,
): Promise<TestService<C>>;
export async function startTestService<C extends object>(
  createApp: CreateApp<C>,
  callerTokens?: string,
  config?: C,
): Promise<TestService<C>> {
  const callers = callerTokens ? testCallerTokens(callerTokens) : undefined;
  const db = await startEmbeddedMongo({ inMemory: true, log: () => {} });
  const connection = await connectTestDatabase(db.uri);
  const context: TestAppContext<C> = {
    config: {
      port: 0,
      host: '127.0.0.1',
      mongodbUri: db.uri,
      callerTokens: callers,
      staffKey: undefined,
      production: false,
      // Left out only by the first overload, where the service has no settings of its own.
      ...(config as C),
    },
    connection,
    logger: silentLogger,
  };
  const app = await createApp(context);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    connection,
    db,
    context,
    stopDatabase: () => db.stop(),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await connection.close().catch(() => {});
      await db.stop();
    },
  };
}

/** A CALLER_TOKENS value read as the service reads it; a malformed one fails the test at once. */
export function testCallerTokens(text: string): CallerTokens {
  const parsed = parseCallerTokens(text);
  if ('problems' in parsed) throw new Error(parsed.problems.join('; '));
  return parsed;
}
