import type { KeyObject } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmbeddedMongo, type EmbeddedMongo } from '@reedmere/embedded-mongo';
import { readEnv, silentLogger } from '@reedmere/service-kit';
import { connectTestDatabase, testCallerTokens } from '@reedmere/service-kit/testing';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { IDENTITY_DEFAULT_PORT, IDENTITY_SETTINGS, type IdentityConfig } from '../../src/config';
import { createRepositories } from '../../src/data-access/repositories';
import { createAdminUser } from '../../src/domain/admin-users';
import { createApp } from '../../src/entry-points/create-app';
import { DEFAULT_IDENTITY_CONFIG } from './default-config';

export const ADDRESS = '203.0.113.7';

/** The password hash cost the test environment sets (see jest.base.cjs). */
export function testHashCost(): number {
  return readEnv<{ PASSWORD_HASH_COST: number }>({
    PASSWORD_HASH_COST: IDENTITY_SETTINGS.PASSWORD_HASH_COST.schema,
  }).PASSWORD_HASH_COST;
}

export interface TestService {
  db: EmbeddedMongo;
  /** Connection string including the test database's name (for child processes too). */
  uri: string;
  connection: Connection;
  server: Server;
  /** `http://127.0.0.1:<port>` of `server`. */
  url: string;
  http: () => ReturnType<typeof request>;
  /** Builds another app on the same connection (a restart, as far as the data is concerned). */
  restart(config?: TestConfig): Promise<Server>;
  /** Stops the database under the running service (its outage tests). */
  stopDatabase(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Settings of a test: identity's own, `callerTokens` as a CALLER_TOKENS value and `staffKey`, the
 * BFF's public key for the tests of staff routes (see testStaffKeys).
 */
type TestConfig = Partial<IdentityConfig & { callerTokens: string; staffKey: KeyObject }>;

function serviceConfig(connectionUri: string, overrides: TestConfig) {
  const { callerTokens, staffKey, ...identity } = overrides;
  const callers = callerTokens ? testCallerTokens(callerTokens) : undefined;
  return {
    port: IDENTITY_DEFAULT_PORT,
    host: '127.0.0.1',
    mongodbUri: connectionUri,
    callerTokens: callers,
    staffKey,
    production: false,
    ...DEFAULT_IDENTITY_CONFIG,
    passwordHashCost: testHashCost(),
    ...identity,
  };
}

/** A clock the tests move by hand: sessions, challenges and codes read it. */
export interface TestClock {
  now: () => Date;
  /** Moves it forward by `ms`. */
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let at = start;
  return {
    now: () => new Date(at),
    advance: (ms) => {
      at += ms;
    },
  };
}

/** The embedded database in memory, the app built as in production, listening on a free port. */
export async function startTestService(
  overrides: TestConfig = {},
  databaseOptions: { ttlIntervalMs?: number } = {},
  clock?: TestClock,
): Promise<TestService> {
  const db = await startEmbeddedMongo({ inMemory: true, log: () => {}, ...databaseOptions });
  const uri = `${db.uri}identity-test`;
  const connection = await connectTestDatabase(uri);
  const servers: Server[] = [];
  const listen = async (config: TestConfig) => {
    const app = await createApp(
      { config: serviceConfig(uri, config), connection, logger: silentLogger },
      { now: clock?.now },
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    servers.push(server);
    return server;
  };
  const server = await listen(overrides);
  const { port } = server.address() as AddressInfo;
  return {
    db,
    uri,
    connection,
    server,
    url: `http://127.0.0.1:${port}`,
    http: () => request(server),
    restart: (config = {}) => listen(config),
    stopDatabase: () => db.stop(),
    async stop() {
      await Promise.all(
        servers.map((s) => {
          s.closeAllConnections();
          return new Promise<void>((resolve) => s.close(() => resolve()));
        }),
      );
      await connection.close().catch(() => {});
      await db.stop().catch(() => {});
    },
  };
}

export const DEFAULT_USER = {
  email: 'admin@reedmere.test',
  password: 'correct horse battery',
  name: 'Alex Admin',
};

/** DEFAULT_USER as a sign-in answers it: the account createUser makes is an owner of no division. */
export const DEFAULT_USER_SIGNED_IN = {
  id: expect.any(String),
  email: DEFAULT_USER.email,
  name: DEFAULT_USER.name,
  role: 'owner',
  divisions: [],
};

/** Creates an account as the create-admin command does (there is no HTTP route for it). */
export async function createUser(service: TestService, user = DEFAULT_USER) {
  const created = await createAdminUser(createRepositories(service.connection), user, {
    passwordHashCost: testHashCost(),
  });
  return { ...user, id: created.id };
}

/** The service with the default account already created (see createUser). */
export async function startTestServiceWithUser(
  overrides: Partial<IdentityConfig> = {},
  clock?: TestClock,
): Promise<TestService> {
  const service = await startTestService(overrides, {}, clock);
  await createUser(service);
  return service;
}
