import path from 'node:path';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Express } from 'express';
import type { Connection } from 'mongoose';
import type Joi from 'joi';
import { startEmbeddedMongo, type EmbeddedMongo } from '@reedmere/embedded-mongo';
import {
  baseConfig,
  baseEnvSchema,
  ACTING_STAFF_HEADER,
  newStaffKeyPair,
  readEnv,
  readStaffKey,
  schemasOf,
  signActingStaff,
  silentLogger,
  type Logger,
  type Settings,
} from '@reedmere/service-kit';
import { connectTestDatabase } from '@reedmere/service-kit/testing';
import { createApp, type AppOptions } from '../../src/app';
import { loadConfig, SERVICE_NAMES, type BffConfig, type ServiceName } from '../../src/config';
import { bffServerLimits } from '../../src/server-limits';
import { createServices, type Services } from '../../src/services';
import { createDataVersion } from '../../src/site/data-version';
import { listen, listenForApp, type Listening } from './http';

const SERVICES_DIR = path.resolve(__dirname, '..', '..', '..', 'services');
/** The BFF's token: every service answers it (tests calling a service directly present it too). */
export const SERVICE_TOKEN = 'test-service-token-0123456789';
/**
 * The BFF signs who is acting on its calls for a member of staff with the private half; every
 * service checks it with the public half, as in the stack.
 */
const STAFF_KEYS = newStaffKeyPair();
/** The BFF's STAFF_ASSERTION_KEY, for a BFF process started against the stack's services. */
export const STAFF_ASSERTION_KEY = STAFF_KEYS.privateKey;

/**
 * The headers of a test's own call to a service's staff route, made as the agency's owner with
 * the BFF's token: to look at what a service holds (`path` without the query).
 */
export function asOwnerOf(service: ServiceName, method: string, path: string) {
  const key = readStaffKey(STAFF_KEYS.privateKey, 'private', 'test key');
  const owner = { id: 'test-owner', role: 'owner' as const, divisions: [] };
  return {
    'x-service-token': SERVICE_TOKEN,
    [ACTING_STAFF_HEADER]: signActingStaff(owner, { service, method, path }, key),
  };
}
/** Content's own token, which the listings service answers as well (property alerts). */
const CONTENT_SERVICE_TOKEN = 'test-content-token-0123456789';
export const ADMIN = {
  email: 'admin@reedmere.example',
  password: 'correct horse battery staple',
  name: 'Office Admin',
};
/**
 * A complete production configuration behind a TLS proxy, on the agency's own two origins (the
 * stack adds SERVICE_TOKEN): the `env` of a stack whose cookies and headers are production's.
 */
export const PRODUCTION_BEHIND_PROXY_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-more-than-32-chars',
  TRUST_PROXY: 'true',
  PUBLIC_ORIGIN: 'https://www.reedmere.example',
  ADMIN_ORIGIN: 'https://admin.reedmere.example',
};

type AnyApp = (context: unknown, ...more: unknown[]) => Express | Promise<Express>;

// The services are loaded from their sources at run time (not imported), so the BFF's compile
// does not type-check another workspace's files, while jest still compiles them.
function load<T>(service: string, file: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(SERVICES_DIR, service, 'src', file)) as T;
}

interface ServiceSetup {
  env?: Record<string, Joi.Schema>;
  config?: (env: Record<string, unknown>) => object;
  extraEnv?: Record<string, string>;
  build(createApp: AnyApp, context: unknown): Promise<Express>;
}

interface ImagePool {
  close(): Promise<void>;
}

/** media's images, one at a time. */
function imagePool(): ImagePool {
  const { createImagePool } = load<{ createImagePool(threads: number): ImagePool }>(
    'media',
    'domain/image-pool',
  );
  return createImagePool(1);
}

function setups(pools: ImagePool[]): Record<ServiceName, ServiceSetup> {
  const plain: ServiceSetup = { build: async (create, context) => create(context) };
  const identity = load<{
    IDENTITY_SETTINGS: Settings;
    identityConfig(env: Record<string, unknown>): object;
  }>('identity', 'config');
  const content = load<{
    CONTENT_SETTINGS: Settings;
    contentConfig(env: Record<string, unknown>): object;
  }>('content', 'config');
  const media = load<{
    MEDIA_SETTINGS: Settings;
    mediaConfig(env: Record<string, unknown>): object;
  }>('media', 'config');
  return {
    listings: plain,
    developments: plain,
    news: plain,
    content: { env: schemasOf(content.CONTENT_SETTINGS), config: content.contentConfig, ...plain },
    media: {
      env: schemasOf(media.MEDIA_SETTINGS),
      config: media.mediaConfig,
      extraEnv: { IMAGE_WORKERS: '1' },
      build: async (create, context) => {
        const pool = imagePool();
        pools.push(pool);
        return create(context, pool);
      },
    },
    identity: {
      env: schemasOf(identity.IDENTITY_SETTINGS),
      config: identity.identityConfig,
      extraEnv: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: ADMIN.name,
        // The test cost (jest.base.cjs), not production's quarter of a second a hash.
        ...(process.env.PASSWORD_HASH_COST
          ? { PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST }
          : {}),
      },
      ...plain,
    },
  };
}

export interface RunningService {
  http: Listening;
  connection: Connection;
}

export interface TestStack {
  database: EmbeddedMongo;
  services: Record<ServiceName, RunningService>;
  config: BffConfig;
  clients: Services;
  /** The public site's listener. */
  bff: Listening;
  /** The public site. */
  url: string;
  /** The admin site: the admin panel, signing in and every staff route. */
  adminUrl: string;
  remotesFile: string;
  /** Closes one service's server (its port stops answering). */
  stopService(name: ServiceName): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The stack's services, their database and the BFF share one test process with the rest of the
 * machine, so a call here may take several times the production 2 s. A test of what a call that
 * overruns does sets a shorter one of its own.
 */
export const TEST_SERVICE_CALL_TIMEOUT_MS = 10_000;

export interface StackOptions {
  env?: Record<string, string>;
  /** More environment for one service, e.g. identity's throttling settings. */
  serviceEnv?: Partial<Record<ServiceName, Record<string, string>>>;
  app?: Partial<AppOptions>;
  logger?: Logger;
}

/** The embedded database in memory, the six real services in this process, and the BFF. */
export async function startStack(options: StackOptions = {}): Promise<TestStack> {
  const database = await startEmbeddedMongo({ inMemory: true, log: () => {} });
  const running = {} as Record<ServiceName, RunningService>;
  const pools: ImagePool[] = [];
  const all = setups(pools);
  try {
    for (const name of SERVICE_NAMES) {
      const setup = all[name];
      const uri = `${database.uri.replace(/\/$/, '')}/reedmere_${name}`;
      const env = readEnv<Record<string, unknown>>(
        { ...baseEnvSchema, ...setup.env },
        {
          MONGODB_URI: uri,
          // As the launcher does: each service answers its callers, each by its own token.
          CALLER_TOKENS:
            name === 'listings'
              ? `bff:${SERVICE_TOKEN},content:${CONTENT_SERVICE_TOKEN}`
              : `bff:${SERVICE_TOKEN}`,
          ...(name === 'content' ? { SERVICE_TOKEN: CONTENT_SERVICE_TOKEN } : {}),
          STAFF_ASSERTION_PUBLIC_KEY: STAFF_KEYS.publicKey,
          NODE_ENV: 'test',
          ...setup.extraEnv,
          // As the launcher does: content reads the listings for property alerts.
          ...(name === 'content' ? { LISTINGS_URL: running.listings.http.url } : {}),
          ...options.serviceEnv?.[name],
        },
      );
      const config = { ...baseConfig(env, 0), ...setup.config?.(env) };
      const connection = await connectTestDatabase(uri);
      const { createApp: create } = load<{ createApp: AnyApp }>(name, 'entry-points/create-app');
      const app = await setup.build(create, {
        config,
        connection,
        logger: options.logger ?? silentLogger,
      });
      running[name] = { http: await listen(app), connection };
    }
  } catch (error) {
    await Promise.all(Object.values(running).map((s) => s.http.close()));
    await Promise.all(pools.map((pool) => pool.close()));
    await database.stop();
    throw error;
  }

  const remotesDir = mkdtempSync(path.join(tmpdir(), 'bff-remotes-'));
  const remotesFile = path.join(remotesDir, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify({ listings: '/remotes/listings/mf-manifest.json' }));
  // Both sites' ports are open before the configuration is made: each links to the other.
  const limits = bffServerLimits(
    loadConfig({
      NODE_ENV: 'test',
      SERVICE_TOKEN,
      STAFF_ASSERTION_KEY,
      ...options.env,
    }),
  );
  const publicSite = await listenForApp(limits);
  const adminSite = await listenForApp(limits);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(publicSite.port),
    ADMIN_PORT: String(adminSite.port),
    SERVICE_TOKEN,
    STAFF_ASSERTION_KEY,
    REMOTES_FILE: remotesFile,
    LISTINGS_URL: running.listings.http.url,
    DEVELOPMENTS_URL: running.developments.http.url,
    NEWS_URL: running.news.http.url,
    CONTENT_URL: running.content.http.url,
    MEDIA_URL: running.media.http.url,
    IDENTITY_URL: running.identity.http.url,
    SERVICE_CALL_TIMEOUT_MS: String(TEST_SERVICE_CALL_TIMEOUT_MS),
    ...options.env,
  });
  const clients = createServices(config);
  // One data version for both, as in the BFF's process: an admin's write shows on the public site.
  const dataVersion = options.app?.dataVersion ?? createDataVersion();
  for (const [surface, site] of [
    ['public', publicSite],
    ['admin', adminSite],
  ] as const) {
    site.serve(
      createApp({
        config,
        surface,
        logger: options.logger ?? silentLogger,
        services: clients,
        dataVersion,
        ...options.app,
      }),
    );
  }

  return {
    database,
    services: running,
    config,
    clients,
    bff: publicSite,
    url: publicSite.url,
    adminUrl: adminSite.url,
    remotesFile,
    stopService: (name) => running[name].http.close(),
    async stop() {
      await Promise.all([publicSite.close(), adminSite.close()]);
      for (const service of Object.values(running)) {
        await service.http.close();
        await service.connection.close(true).catch(() => {});
      }
      await Promise.all(pools.map((pool) => pool.close()));
      await database.stop().catch(() => {});
      rmSync(remotesDir, { recursive: true, force: true });
    },
  };
}
