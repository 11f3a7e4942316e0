import path from 'node:path';
import {
  isRemoteName,
  REMOTE_NAMES,
  SERVICE_NAMES,
  type RemoteName,
  type ServiceName,
} from '@reedmere/contracts';
import {
  ConfigError,
  readStaffKey,
  serverLimitsFromEnv,
  settingsSchema,
  type SettingValues,
} from '@reedmere/service-kit';
import { BFF_SETTINGS, DEVELOPMENT_JWT_SECRET, origin, upstreamUrl } from './bff-settings';
import { missingProductionSettings } from './production-settings';

export { ConfigError };

export { SERVICE_NAMES, type ServiceName };

export { BFF_WORKERS_DEFAULT, DEVELOPMENT_JWT_SECRET, UPLOAD_TIMEOUT_MS } from './bff-settings';
export const MIN_PRODUCTION_SECRET_LENGTH = 32;
/** The repository root (this file is in bff/src or bff/dist). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const DEFAULT_SITE_DIR = path.join(REPO_ROOT, 'shell', 'dist');
export const DEFAULT_REMOTES_DIR = REPO_ROOT;

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

type Env = SettingValues<typeof BFF_SETTINGS>;

const envSchema = settingsSchema(BFF_SETTINGS);

/**
 * Connections one address may hold when MAX_CONNECTIONS_PER_CLIENT is not set: none behind the
 * trusted proxy, where every connection comes from the proxy; facing visitors directly, enough
 * for a busy office behind one address and far below MAX_CONNECTIONS, so that one client cannot
 * take every connection.
 */
export const bffConnectionsPerClient = (trustProxy: boolean): number => (trustProxy ? 0 : 256);

/**
 * Configuration comes from environment variables only (see BFF_SETTINGS), validated once at
 * start-up so a bad value stops the process with a clear message instead of failing on the first
 * request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
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

  if (v.ADMIN_PORT !== 0 && v.ADMIN_PORT === v.PORT) {
    problems.push('ADMIN_PORT must differ from PORT: the admin site has a listener of its own');
  }
  if (v.METRICS_PORT && (v.METRICS_PORT === v.PORT || v.METRICS_PORT === v.ADMIN_PORT)) {
    problems.push('METRICS_PORT must differ from PORT and ADMIN_PORT: the sites are public');
  }

  const staffKey = readStaffKeySetting(v.STAFF_ASSERTION_KEY, problems);

  const { upstreams, problems: upstreamProblems } = parseRemoteUpstreams(v.REMOTE_UPSTREAMS ?? '');
  problems.push(...upstreamProblems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: v.PORT,
    adminPort: v.ADMIN_PORT,
    host: v.HOST,
    metricsPort: v.METRICS_PORT,
    serviceUrls: {
      listings: v.LISTINGS_URL,
      developments: v.DEVELOPMENTS_URL,
      news: v.NEWS_URL,
      content: v.CONTENT_URL,
      media: v.MEDIA_URL,
      identity: v.IDENTITY_URL,
    },
    serviceToken: v.SERVICE_TOKEN || undefined,
    staffKey,
    jwtSecret,
    nodeEnv: v.NODE_ENV as 'development' | 'test' | 'production',
    production,
    publicOrigin: v.PUBLIC_ORIGIN ? v.PUBLIC_ORIGIN.replace(/\/+$/, '') : undefined,
    adminOrigin: v.ADMIN_ORIGIN ? v.ADMIN_ORIGIN.replace(/\/+$/, '') : undefined,
    devOrigins,
    corsOrigins,
    trustProxy: v.TRUST_PROXY,
    remotesFile: v.REMOTES_FILE ? path.resolve(v.REMOTES_FILE) : undefined,
    sweepIntervalMs: v.SWEEP_INTERVAL_MS,
    siteDir: v.SITE_DIR ? path.resolve(v.SITE_DIR) : DEFAULT_SITE_DIR,
    remotesDir: v.REMOTES_DIR ? path.resolve(v.REMOTES_DIR) : DEFAULT_REMOTES_DIR,
    seoLookupTimeoutMs: v.SEO_LOOKUP_TIMEOUT_MS,
    remoteUpstreams: upstreams,
    shellUpstream: v.SHELL_UPSTREAM ? v.SHELL_UPSTREAM.replace(/\/+$/, '') : undefined,
    remoteDeploysDir: v.REMOTE_DEPLOYS_DIR ? path.resolve(v.REMOTE_DEPLOYS_DIR) : undefined,
    upstreamTimeoutMs: v.UPSTREAM_TIMEOUT_MS,
    serviceCallTimeoutMs: v.SERVICE_CALL_TIMEOUT_MS,
    rendererUrl: v.RENDERER_URL ? v.RENDERER_URL.replace(/\/+$/, '') : undefined,
    renderBudgetMs: v.RENDER_BUDGET_MS,
    publicCacheTtlMs: v.PUBLIC_CACHE_TTL_MS,
    enquiriesPerWindow: v.ENQUIRIES_PER_WINDOW,
    enquiriesPerEmail: v.ENQUIRIES_PER_EMAIL,
    alertSignUpsPerWindow: v.ALERT_SIGNUPS_PER_WINDOW,
    alertSignUpsPerEmail: v.ALERT_SIGNUPS_PER_EMAIL,
    healthReportsPerMinute: v.HEALTH_REPORTS_PER_MINUTE,
    serverLimits: {
      ...serverLimitsFromEnv(v),
      maxConnectionsPerClient:
        v.MAX_CONNECTIONS_PER_CLIENT ?? bffConnectionsPerClient(v.TRUST_PROXY),
    },
    uploadTimeoutMs: v.UPLOAD_TIMEOUT_MS,
    workers: v.BFF_WORKERS,
  };
}

export type BffConfig = ReturnType<typeof loadConfig>;

/** STAFF_ASSERTION_KEY read into a private key; a value that is not one is a problem named. */
function readStaffKeySetting(value: string | undefined, problems: string[]) {
  if (!value) return undefined;
  try {
    return readStaffKey(value, 'private', 'STAFF_ASSERTION_KEY');
  } catch (error) {
    problems.push((error as Error).message);
    return undefined;
  }
}
