import os from 'node:os';
import path from 'node:path';
import Joi from 'joi';
import {
  isRemoteName,
  REMOTE_NAMES,
  SERVICE_NAMES,
  type RemoteName,
  type ServiceName,
} from '@reedmere/contracts';
import {
  ConfigError,
  serverLimitsEnvSchema,
  serverLimitsFromEnv,
  type ServerLimits,
} from '@reedmere/service-kit';
import { missingProductionSettings } from './production-settings';

export { ConfigError };

export { SERVICE_NAMES, type ServiceName };

/**
 * Configuration comes from environment variables only, validated once at start-up so a bad value
 * stops the process with a clear message instead of failing on the first request.
 */
export interface BffConfig {
  /** PORT, default 8080; 0 picks a free port. */
  port: number;
  /** HOST, default 127.0.0.1 (only this machine); use 0.0.0.0 in a container. */
  host: string;
  /** LISTINGS_URL ... IDENTITY_URL, defaults http://127.0.0.1:4101 ... 4106. */
  serviceUrls: Record<ServiceName, string>;
  /** SERVICE_TOKEN: the BFF's own token, sent to every service in `x-service-token` when set. */
  serviceToken: string | undefined;
  /** JWT_SECRET: signs the admin session cookie. */
  jwtSecret: string;
  /** NODE_ENV: development (default), test or production. */
  nodeEnv: 'development' | 'test' | 'production';
  production: boolean;
  /** PUBLIC_ORIGIN, e.g. https://www.reedmere.example: the site's own origin for the origin check. */
  publicOrigin: string | undefined;
  /** DEV_ORIGINS: other origins allowed outside production (a dev server on another port). */
  devOrigins: string[];
  /**
   * CORS_ORIGINS: other sites whose pages may read the public API (never the admin's); none by
   * default.
   */
  corsOrigins: string[];
  /** TRUST_PROXY, default false: one proxy in front sets X-Forwarded-For/-Proto. */
  trustProxy: boolean;
  /** REMOTES_FILE, default bff/remotes.json: the remote registry served at /api/remotes. */
  remotesFile: string;
  /** SWEEP_INTERVAL_MS, default 1 hour; 0 turns the unreferenced-file sweep off. */
  sweepIntervalMs: number;
  /** SITE_DIR, default <repo>/shell/dist: the shell's build (index.html and its assets). */
  siteDir: string;
  /** REMOTES_DIR, default <repo>: the remote `<name>` is served from `<dir>/mfe-<name>/dist`. */
  remotesDir: string;
  /** SEO_LOOKUP_TIMEOUT_MS, default 500: how long a page waits for its SEO record. */
  seoLookupTimeoutMs: number;
  /**
   * REMOTE_UPSTREAMS, e.g. `news=http://mfe-news:8080,admin=http://mfe-admin:8080`: remotes
   * served by their own server; `/remotes/<name>/*` is proxied there. Others use REMOTES_DIR.
   */
  remoteUpstreams: Partial<Record<RemoteName, string>>;
  /** SHELL_UPSTREAM: the server of the shell's build (index.html and its files), else SITE_DIR. */
  shellUpstream: string | undefined;
  /** REMOTE_DEPLOYS_DIR: deployed builds, `/remotes/<name>/<build id>/*` from `<dir>/<name>/<build id>`. */
  remoteDeploysDir: string | undefined;
  /** UPSTREAM_TIMEOUT_MS, default 5000: how long an upstream may take before a 502. */
  upstreamTimeoutMs: number;
  /** RENDERER_URL: the renderer that server-renders the public pages; unset, the browser does. */
  rendererUrl: string | undefined;
  /** RENDER_BUDGET_MS, default 500: how long a page waits for the renderer to start answering. */
  renderBudgetMs: number;
  /**
   * PUBLIC_CACHE_TTL_MS, default 5000: how long a public read is answered from memory at most
   * (a write through this BFF drops it at once; this bounds writes made elsewhere). 0: never.
   */
  publicCacheTtlMs: number;
  /** ENQUIRIES_PER_WINDOW, default 5: enquiries one client address may send per 15 minutes. */
  enquiriesPerWindow: number;
  /** ENQUIRIES_PER_EMAIL, default 5: enquiries naming one e-mail address per hour. */
  enquiriesPerEmail: number;
  /** ALERT_SIGNUPS_PER_WINDOW, default 5: property alert sign-ups one client address may send per 15 minutes. */
  alertSignUpsPerWindow: number;
  /** ALERT_SIGNUPS_PER_EMAIL, default 3: property alert sign-ups for one e-mail address per hour. */
  alertSignUpsPerEmail: number;
  /**
   * HEADERS_TIMEOUT_MS (10 s), REQUEST_TIMEOUT_MS (60 s), KEEP_ALIVE_TIMEOUT_MS (75 s),
   * MAX_CONNECTIONS (1000), MAX_CONNECTIONS_PER_CLIENT (see bffConnectionsPerClient): how long a
   * client may take, and how many may be connected.
   */
  serverLimits: ServerLimits;
  /** UPLOAD_TIMEOUT_MS, default 5 minutes: the request timeout of the upload routes instead. */
  uploadTimeoutMs: number;
  /** BFF_WORKERS, default the cores from 2 to 4: processes answering requests; 1 runs one process. */
  workers: number;
}

export const DEVELOPMENT_JWT_SECRET = 'development-only-jwt-secret-change-me';
export const MIN_PRODUCTION_SECRET_LENGTH = 32;
export const DEFAULT_REMOTES_FILE = path.resolve(__dirname, '..', 'remotes.json');
/** The repository root (this file is in bff/src or bff/dist). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const DEFAULT_SITE_DIR = path.join(REPO_ROOT, 'shell', 'dist');
export const DEFAULT_REMOTES_DIR = REPO_ROOT;
const HOUR_MS = 60 * 60 * 1000;
export const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

const serviceUrl = (port: number) =>
  Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default(`http://127.0.0.1:${port}`);

const origin = Joi.string().pattern(/^https?:\/\/[^/\s]+\/?$/, 'origin (scheme://host[:port])');

/** A comma-separated list of origins; each one that is not an origin is a problem. */
function originList(name: string, text: string | undefined, problems: string[]): string[] {
  const origins = (text ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const o of origins) {
    if (origin.validate(o).error) problems.push(`${name}: "${o}" is not an origin`);
  }
  return origins;
}

const upstreamUrl = Joi.string()
  .uri({ scheme: ['http', 'https'] })
  .pattern(/^[^?#]*$/, 'URL without a query or fragment');

/**
 * `name=url` pairs, comma-separated: each name a known remote, once, each URL http(s). Returns
 * the map and the problems found.
 */
export function parseRemoteUpstreams(text: string): {
  upstreams: Partial<Record<RemoteName, string>>;
  problems: string[];
} {
  const upstreams: Partial<Record<RemoteName, string>> = {};
  const problems: string[] = [];
  for (const pair of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const at = pair.indexOf('=');
    const name = at > 0 ? pair.slice(0, at).trim() : '';
    const url =
      at > 0
        ? pair
            .slice(at + 1)
            .trim()
            .replace(/\/+$/, '')
        : '';
    if (!name || !url) {
      problems.push(`REMOTE_UPSTREAMS: "${pair}" is not name=url`);
    } else if (!isRemoteName(name)) {
      problems.push(
        `REMOTE_UPSTREAMS: "${name}" is not a remote (one of ${REMOTE_NAMES.join(', ')})`,
      );
    } else if (upstreams[name] !== undefined) {
      problems.push(`REMOTE_UPSTREAMS: "${name}" is given twice`);
    } else if (upstreamUrl.validate(url).error) {
      problems.push(`REMOTE_UPSTREAMS: the URL of "${name}" must be an http(s) URL (got "${url}")`);
    } else {
      upstreams[name] = url;
    }
  }
  return { upstreams, problems };
}

/**
 * Node accepts one new connection per turn of a process's event loop, so a process kept busy by
 * hundreds of open connections takes new ones a few a second. With two workers or more, one
 * process accepts and deals the connections out, and each worker's turns are shorter: one worker
 * per core, two to four (two help even on one core: the turns are what is short).
 */
export const BFF_WORKERS_DEFAULT = Math.min(4, Math.max(2, os.availableParallelism()));

const envSchema = Joi.object({
  PORT: Joi.number().integer().min(0).max(65535).default(8080),
  HOST: Joi.string().default('127.0.0.1'),
  LISTINGS_URL: serviceUrl(4101),
  DEVELOPMENTS_URL: serviceUrl(4102),
  NEWS_URL: serviceUrl(4103),
  CONTENT_URL: serviceUrl(4104),
  MEDIA_URL: serviceUrl(4105),
  IDENTITY_URL: serviceUrl(4106),
  SERVICE_TOKEN: Joi.string().min(16).allow(''),
  JWT_SECRET: Joi.string().allow('').default(''),
  NODE_ENV: Joi.string().valid('development', 'test', 'production').default('development'),
  PUBLIC_ORIGIN: origin.allow(''),
  DEV_ORIGINS: Joi.string().allow('').default(''),
  CORS_ORIGINS: Joi.string().allow('').default(''),
  TRUST_PROXY: Joi.boolean().default(false),
  REMOTES_FILE: Joi.string().allow('').default(''),
  SWEEP_INTERVAL_MS: Joi.number().integer().min(0).default(HOUR_MS),
  SITE_DIR: Joi.string().allow('').default(''),
  REMOTES_DIR: Joi.string().allow('').default(''),
  SEO_LOOKUP_TIMEOUT_MS: Joi.number().integer().min(50).max(10000).default(500),
  REMOTE_UPSTREAMS: Joi.string().allow('').default(''),
  SHELL_UPSTREAM: upstreamUrl.allow(''),
  REMOTE_DEPLOYS_DIR: Joi.string().allow('').default(''),
  UPSTREAM_TIMEOUT_MS: Joi.number().integer().min(100).max(60000).default(5000),
  RENDERER_URL: upstreamUrl.allow(''),
  RENDER_BUDGET_MS: Joi.number().integer().min(50).max(10000).default(500),
  PUBLIC_CACHE_TTL_MS: Joi.number().integer().min(0).max(600000).default(5000),
  ENQUIRIES_PER_WINDOW: Joi.number().integer().min(1).max(1000).default(5),
  ENQUIRIES_PER_EMAIL: Joi.number().integer().min(1).max(1000).default(5),
  ALERT_SIGNUPS_PER_WINDOW: Joi.number().integer().min(1).max(1000).default(5),
  ALERT_SIGNUPS_PER_EMAIL: Joi.number().integer().min(1).max(1000).default(3),
  ...serverLimitsEnvSchema,
  // No default here: it depends on TRUST_PROXY (see bffConnectionsPerClient).
  MAX_CONNECTIONS_PER_CLIENT: Joi.number().integer().min(0).max(1_000_000),
  // A 20 MB brochure over a 1 Mbit/s line takes nearly 3 minutes.
  UPLOAD_TIMEOUT_MS: Joi.number()
    .integer()
    .min(Joi.ref('REQUEST_TIMEOUT_MS'))
    .max(3_600_000)
    .default(UPLOAD_TIMEOUT_MS)
    .messages({ 'number.min': 'UPLOAD_TIMEOUT_MS must be at least REQUEST_TIMEOUT_MS' }),
  BFF_WORKERS: Joi.number().integer().min(1).max(32).default(BFF_WORKERS_DEFAULT),
})
  .unknown(true)
  .prefs({ abortEarly: false, convert: true });

type Env = {
  PORT: number;
  HOST: string;
  LISTINGS_URL: string;
  DEVELOPMENTS_URL: string;
  NEWS_URL: string;
  CONTENT_URL: string;
  MEDIA_URL: string;
  IDENTITY_URL: string;
  SERVICE_TOKEN?: string;
  JWT_SECRET: string;
  NODE_ENV: BffConfig['nodeEnv'];
  PUBLIC_ORIGIN?: string;
  DEV_ORIGINS: string;
  CORS_ORIGINS: string;
  TRUST_PROXY: boolean;
  REMOTES_FILE: string;
  SWEEP_INTERVAL_MS: number;
  SITE_DIR: string;
  REMOTES_DIR: string;
  SEO_LOOKUP_TIMEOUT_MS: number;
  REMOTE_UPSTREAMS: string;
  SHELL_UPSTREAM?: string;
  REMOTE_DEPLOYS_DIR: string;
  UPSTREAM_TIMEOUT_MS: number;
  RENDERER_URL?: string;
  RENDER_BUDGET_MS: number;
  PUBLIC_CACHE_TTL_MS: number;
  ENQUIRIES_PER_WINDOW: number;
  ENQUIRIES_PER_EMAIL: number;
  ALERT_SIGNUPS_PER_WINDOW: number;
  ALERT_SIGNUPS_PER_EMAIL: number;
  UPLOAD_TIMEOUT_MS: number;
  MAX_CONNECTIONS_PER_CLIENT?: number;
  BFF_WORKERS: number;
};

/**
 * Connections one address may hold when MAX_CONNECTIONS_PER_CLIENT is not set: none behind the
 * trusted proxy, where every connection comes from the proxy; facing visitors directly, enough
 * for a busy office behind one address and far below MAX_CONNECTIONS, so that one client cannot
 * take every connection.
 */
export const bffConnectionsPerClient = (trustProxy: boolean): number => (trustProxy ? 0 : 256);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  // Empty variables count as unset, so `FOO=` in a compose file means "use the default".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const { error, value } = envSchema.validate(present);
  const problems = error ? error.details.map((d) => d.message.replace(/"/g, '')) : [];
  const v = value as Env;
  const production = v.NODE_ENV === 'production';

  const jwtSecret = v.JWT_SECRET || DEVELOPMENT_JWT_SECRET;
  if (production) {
    problems.push(...missingProductionSettings(v));
    if (jwtSecret === DEVELOPMENT_JWT_SECRET) {
      problems.push('JWT_SECRET must be set in production (the development default is public)');
    } else if (jwtSecret.length < MIN_PRODUCTION_SECRET_LENGTH) {
      problems.push(
        `JWT_SECRET must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production`,
      );
    }
  }

  const devOrigins = originList('DEV_ORIGINS', v.DEV_ORIGINS, problems);
  const corsOrigins = originList('CORS_ORIGINS', v.CORS_ORIGINS, problems);
  if (production && devOrigins.length > 0) {
    problems.push('DEV_ORIGINS is for development only; unset it in production');
  }

  const { upstreams, problems: upstreamProblems } = parseRemoteUpstreams(v.REMOTE_UPSTREAMS ?? '');
  problems.push(...upstreamProblems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: v.PORT,
    host: v.HOST,
    serviceUrls: {
      listings: v.LISTINGS_URL,
      developments: v.DEVELOPMENTS_URL,
      news: v.NEWS_URL,
      content: v.CONTENT_URL,
      media: v.MEDIA_URL,
      identity: v.IDENTITY_URL,
    },
    serviceToken: v.SERVICE_TOKEN || undefined,
    jwtSecret,
    nodeEnv: v.NODE_ENV,
    production,
    publicOrigin: v.PUBLIC_ORIGIN ? v.PUBLIC_ORIGIN.replace(/\/+$/, '') : undefined,
    devOrigins,
    corsOrigins,
    trustProxy: v.TRUST_PROXY,
    remotesFile: v.REMOTES_FILE ? path.resolve(v.REMOTES_FILE) : DEFAULT_REMOTES_FILE,
    sweepIntervalMs: v.SWEEP_INTERVAL_MS,
    siteDir: v.SITE_DIR ? path.resolve(v.SITE_DIR) : DEFAULT_SITE_DIR,
    remotesDir: v.REMOTES_DIR ? path.resolve(v.REMOTES_DIR) : DEFAULT_REMOTES_DIR,
    seoLookupTimeoutMs: v.SEO_LOOKUP_TIMEOUT_MS,
    remoteUpstreams: upstreams,
    shellUpstream: v.SHELL_UPSTREAM ? v.SHELL_UPSTREAM.replace(/\/+$/, '') : undefined,
    remoteDeploysDir: v.REMOTE_DEPLOYS_DIR ? path.resolve(v.REMOTE_DEPLOYS_DIR) : undefined,
    upstreamTimeoutMs: v.UPSTREAM_TIMEOUT_MS,
    rendererUrl: v.RENDERER_URL ? v.RENDERER_URL.replace(/\/+$/, '') : undefined,
    renderBudgetMs: v.RENDER_BUDGET_MS,
    publicCacheTtlMs: v.PUBLIC_CACHE_TTL_MS,
    enquiriesPerWindow: v.ENQUIRIES_PER_WINDOW,
    enquiriesPerEmail: v.ENQUIRIES_PER_EMAIL,
    alertSignUpsPerWindow: v.ALERT_SIGNUPS_PER_WINDOW,
    alertSignUpsPerEmail: v.ALERT_SIGNUPS_PER_EMAIL,
    serverLimits: {
      ...serverLimitsFromEnv(v),
      maxConnectionsPerClient:
        v.MAX_CONNECTIONS_PER_CLIENT ?? bffConnectionsPerClient(v.TRUST_PROXY),
    },
    uploadTimeoutMs: v.UPLOAD_TIMEOUT_MS,
    workers: v.BFF_WORKERS,
  };
}
