import type { ServiceName } from './paths';

/** Every process the launcher starts. */
export type ChildName = 'database' | ServiceName | 'renderer' | 'bff';

export interface ChildEnvAllowList {
  /** Copied from the launcher's environment when set there. */
  readonly inherited: readonly string[];
  /** Set by the launcher itself; the launcher's own value of these is never passed on. */
  readonly given: readonly string[];
}

/**
 * How Node and the system run a process; nothing secret. NODE_OPTIONS is passed on: it can load
 * code, but whoever sets it has already loaded that code into the launcher, which holds every
 * secret its children do. SYSTEMROOT: Windows cannot open a network socket without it.
 */
export const RUNTIME_VARIABLES = [
  'PATH',
  'HOME',
  'TMPDIR',
  'TZ',
  'LANG',
  'LC_ALL',
  'NODE_OPTIONS',
  'NODE_EXTRA_CA_CERTS',
  'SYSTEMROOT',
] as const;

/** How long a client may take and how many may be connected (service-kit's server limits). */
const SERVER_LIMITS = [
  'HEADERS_TIMEOUT_MS',
  'REQUEST_TIMEOUT_MS',
  'KEEP_ALIVE_TIMEOUT_MS',
  'MAX_CONNECTIONS',
  'MAX_CONNECTIONS_PER_CLIENT',
] as const;

const SERVICE: ChildEnvAllowList = {
  inherited: [...RUNTIME_VARIABLES, 'NODE_ENV', 'DATABASE_START_WAIT_MS', ...SERVER_LIMITS],
  given: ['MONGODB_URI', 'HOST', 'PORT', 'CALLER_TOKENS', 'STAFF_ASSERTION_PUBLIC_KEY'],
};

/**
 * The whole environment of each child: a variable named nowhere here does not reach it. The
 * database is configured by its arguments; identity alone holds the admin's password and the
 * second-factor key, content alone the mail server, the BFF alone the session secret; the
 * renderer holds no secret at all.
 */
export const CHILD_ENV_ALLOWLISTS = {
  database: { inherited: RUNTIME_VARIABLES, given: [] },
  listings: SERVICE,
  developments: SERVICE,
  news: SERVICE,
  content: {
    inherited: [
      ...SERVICE.inherited,
      'SMTP_URL',
      'MAIL_FROM',
      'PUBLIC_ORIGIN',
      'OUTBOX_INTERVAL_MS',
      'ALERT_DIGEST_INTERVAL_MS',
    ],
    // Its own token, sent to the listings service.
    given: [...SERVICE.given, 'SERVICE_TOKEN', 'LISTINGS_URL'],
  },
  media: { inherited: [...SERVICE.inherited, 'IMAGE_WORKERS'], given: SERVICE.given },
  identity: {
    // Inherited as well as chosen by the launcher: a half-set pair in production reaches identity,
    // which refuses to start with it.
    inherited: [
      ...SERVICE.inherited,
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'ADMIN_NAME',
      'SESSION_LIFETIME_MINUTES',
      'SESSION_IDLE_MINUTES',
      'LOGIN_MAX_FAILURES',
      'LOGIN_WINDOW_MINUTES',
      'LOGIN_ACCOUNT_MAX_FAILURES',
      'PASSWORD_HASH_COST',
      'LOGIN_ACCOUNT_BACKOFF_SECONDS',
      'LOGIN_HASH_CONCURRENCY',
      'LOGIN_HASH_QUEUE',
      'REQUIRE_SECOND_FACTOR',
      'SECOND_FACTOR_KEY',
    ],
    // The demo's staff come with the demo's own admin, never with one the operator chose.
    given: [...SERVICE.given, 'DEMO_STAFF'],
  },
  renderer: {
    inherited: [
      ...RUNTIME_VARIABLES,
      'REMOTE_ORIGINS',
      'REGISTRY_POLL_MS',
      'DATA_TIMEOUT_MS',
      'RENDER_TIMEOUT_MS',
      'PAGE_CACHE_TTL_MS',
      'RENDER_WORKERS',
    ],
    given: ['NODE_ENV', 'HOST', 'PORT', 'SITE_URL', 'METRICS_PORT'],
  },
  bff: {
    inherited: [
      ...RUNTIME_VARIABLES,
      'NODE_ENV',
      'JWT_SECRET',
      'PUBLIC_ORIGIN',
      'ADMIN_ORIGIN',
      'DEV_ORIGINS',
      'CORS_ORIGINS',
      'TRUST_PROXY',
      'REMOTES_FILE',
      'SWEEP_INTERVAL_MS',
      'SITE_DIR',
      'REMOTES_DIR',
      'SEO_LOOKUP_TIMEOUT_MS',
      'REMOTE_UPSTREAMS',
      'SHELL_UPSTREAM',
      'REMOTE_DEPLOYS_DIR',
      'UPSTREAM_TIMEOUT_MS',
      'SERVICE_CALL_TIMEOUT_MS',
      'RENDER_BUDGET_MS',
      'PUBLIC_CACHE_TTL_MS',
      'ENQUIRIES_PER_WINDOW',
      'ENQUIRIES_PER_EMAIL',
      'ALERT_SIGNUPS_PER_WINDOW',
      'ALERT_SIGNUPS_PER_EMAIL',
      'HEALTH_REPORTS_PER_MINUTE',
      ...SERVER_LIMITS,
      'UPLOAD_TIMEOUT_MS',
      'BFF_WORKERS',
    ],
    given: [
      'PORT',
      'ADMIN_PORT',
      'METRICS_PORT',
      'HOST',
      'SERVICE_TOKEN',
      'STAFF_ASSERTION_KEY',
      'RENDERER_URL',
      'LISTINGS_URL',
      'DEVELOPMENTS_URL',
      'NEWS_URL',
      'CONTENT_URL',
      'MEDIA_URL',
      'IDENTITY_URL',
    ],
  },
} as const satisfies Record<ChildName, ChildEnvAllowList>;
