import { randomBytes } from 'node:crypto';
import { childEnv } from './child-env';
import type { ServiceName } from './paths';

/** Development sign-in of the first admin, when ADMIN_EMAIL/ADMIN_PASSWORD are not set. */
export const DEV_ADMIN = {
  email: 'admin@reedmere.example',
  password: 'reedmere-dev-admin',
} as const;

export interface AdminCredentials {
  email: string;
  password: string;
  /** True when these are the public development defaults. */
  isDevelopmentDefault: boolean;
}

/** ADMIN_EMAIL/ADMIN_PASSWORD, else the development defaults (never in production). */
export function adminCredentials(env: NodeJS.ProcessEnv): AdminCredentials | undefined {
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (email && password) return { email, password, isDevelopmentDefault: false };
  if (env.NODE_ENV === 'production') return undefined;
  return { ...DEV_ADMIN, isDevelopmentDefault: true };
}

/** The processes that call the services: the BFF, content (it reads listings) and the seeding. */
export const CALLERS = ['bff', 'content', 'seed'] as const;
export type Caller = (typeof CALLERS)[number];

/** Each caller's own token: fresh random ones for every run. */
export function callerTokens(): Record<Caller, string> {
  return Object.fromEntries(
    CALLERS.map((caller) => [caller, randomBytes(32).toString('hex')]),
  ) as Record<Caller, string>;
}

/**
 * The callers each service answers: the BFF everywhere; content at listings (property alerts,
 * viewing requests); the seeding wherever the demo content is written (not identity).
 */
export const SERVICE_CALLERS: Record<ServiceName, readonly Caller[]> = {
  listings: ['bff', 'content', 'seed'],
  developments: ['bff', 'seed'],
  news: ['bff', 'seed'],
  content: ['bff', 'seed'],
  media: ['bff', 'seed'],
  identity: ['bff'],
};

/** A service's CALLER_TOKENS: `name:token` of each caller it answers. */
export function callerTokensOf(name: ServiceName, tokens: Record<Caller, string>): string {
  return SERVICE_CALLERS[name].map((caller) => `${caller}:${tokens[caller]}`).join(',');
}

/**
 * The services a service calls itself, given their URLs (`<NAME>_URL`): content reads the
 * listings for property alerts. Each is earlier in SERVICE_NAMES, so it is started first.
 */
export const SERVICE_DEPENDENCIES: Partial<Record<ServiceName, readonly ServiceName[]>> = {
  content: ['listings'],
};

/** The environment of one service process: its allow-list (child-env-allowlists.ts) only. */
export function serviceEnv(
  name: ServiceName,
  env: NodeJS.ProcessEnv,
  settings: {
    databaseUri: string;
    /** Every caller's token: the service gets those of its callers, content its own as well. */
    tokens: Record<Caller, string>;
    /** The BFF's public key, its signed acting person checked with on staff routes. */
    staffPublicKey?: string;
    admin: AdminCredentials | undefined;
    /** Where the services it depends on listen. */
    serviceUrls?: Partial<Record<ServiceName, string>>;
    /** The site's own address: the links in e-mails, unless PUBLIC_ORIGIN names another. */
    siteUrl?: string;
    /**
     * How long the service waits for its database to answer at start, unless the environment
     * says (DATABASE_START_WAIT_MS); the service's own default when not given.
     */
    databaseStartWaitMs?: number;
  },
): NodeJS.ProcessEnv {
  const given: Record<string, string | undefined> = {
    MONGODB_URI: settings.databaseUri,
    HOST: '127.0.0.1',
    PORT: '0',
    CALLER_TOKENS: callerTokensOf(name, settings.tokens),
    STAFF_ASSERTION_PUBLIC_KEY: settings.staffPublicKey,
  };
  // Content calls the listings service with a token of its own.
  if (name === 'content') given.SERVICE_TOKEN = settings.tokens.content;
  if (name === 'identity' && settings.admin) {
    given.ADMIN_EMAIL = settings.admin.email;
    given.ADMIN_PASSWORD = settings.admin.password;
    if (settings.admin.isDevelopmentDefault) given.DEMO_STAFF = 'true';
  }
  if (settings.databaseStartWaitMs !== undefined && !env.DATABASE_START_WAIT_MS) {
    given.DATABASE_START_WAIT_MS = String(settings.databaseStartWaitMs);
  }
  if (name === 'content' && !env.PUBLIC_ORIGIN && settings.siteUrl) {
    given.PUBLIC_ORIGIN = settings.siteUrl;
  }
  for (const dependency of SERVICE_DEPENDENCIES[name] ?? []) {
    given[serviceUrlVariable(dependency)] = settings.serviceUrls?.[dependency] || undefined;
  }
  return childEnv(name, env, given);
}

/** The environment variable naming a service's URL for the BFF, e.g. LISTINGS_URL. */
export function serviceUrlVariable(name: ServiceName): string {
  return `${name.toUpperCase()}_URL`;
}
