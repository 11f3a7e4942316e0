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

/** SERVICE_TOKEN when given, else a fresh random one for this run. */
export function serviceToken(env: NodeJS.ProcessEnv): string {
  return env.SERVICE_TOKEN?.trim() || randomBytes(32).toString('hex');
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
    token: string;
    admin: AdminCredentials | undefined;
    /** Where the services it depends on listen. */
    serviceUrls?: Partial<Record<ServiceName, string>>;
    /** The site's own address: the links in e-mails, unless PUBLIC_ORIGIN names another. */
    siteUrl?: string;
  },
): NodeJS.ProcessEnv {
  const given: Record<string, string | undefined> = {
    MONGODB_URI: settings.databaseUri,
    HOST: '127.0.0.1',
    PORT: '0',
    SERVICE_TOKEN: settings.token,
  };
  if (name === 'identity' && settings.admin) {
    given.ADMIN_EMAIL = settings.admin.email;
    given.ADMIN_PASSWORD = settings.admin.password;
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
