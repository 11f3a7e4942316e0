import os from 'node:os';
import Joi from 'joi';
import {
  METRICS_PORT_SETTING,
  optionalSetting,
  SERVER_LIMIT_SETTINGS,
  setting,
  type Settings,
} from '@reedmere/service-kit';

export const DEVELOPMENT_JWT_SECRET = 'development-only-jwt-secret-change-me';
const HOUR_MS = 60 * 60 * 1000;
export const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

/**
 * Node accepts one new connection per turn of a process's event loop, so a process kept busy by
 * hundreds of open connections takes new ones a few a second. With two workers or more, one
 * process accepts and deals the connections out, and each worker's turns are shorter: one worker
 * per core, two to four (two help even on one core: the turns are what is short).
 */
export const BFF_WORKERS_DEFAULT = Math.min(4, Math.max(2, os.availableParallelism()));

const serviceUrl = (service: string, port: number) =>
  setting(
    Joi.string()
      .uri({ scheme: ['http', 'https'] })
      .default(`http://127.0.0.1:${port}`),
    `the ${service} service`,
  );

export const origin = Joi.string().pattern(
  /^https?:\/\/[^/\s]+\/?$/,
  'origin (scheme://host[:port])',
);

export const upstreamUrl = Joi.string()
  .uri({ scheme: ['http', 'https'] })
  .pattern(/^[^?#]*$/, 'URL without a query or fragment');

const perWindow = (fallback: number) => Joi.number().integer().min(1).max(1000).default(fallback);

/**
 * Every variable the BFF reads, declared once: its schema (with its default) and its meaning. The
 * README's table is this list (a test compares them). Empty variables count as unset.
 */
export const BFF_SETTINGS = {
  PORT: setting(
    Joi.number().integer().min(0).max(65535).default(8080),
    '`0` picks a free port; the `listening` JSON line reports it',
  ),
  ADMIN_PORT: setting(
    Joi.number().integer().min(0).max(65535).default(8081),
    "the admin site's own port: the admin panel, signing in and every staff route answer there and nowhere else; `0` picks a free port",
  ),
  HOST: setting(
    Joi.string().default('127.0.0.1'),
    'the address listened on: this machine only by default; `0.0.0.0` in a container',
  ),
  // Never on the sites' listeners: they are public.
  METRICS_PORT: METRICS_PORT_SETTING,
  LISTINGS_URL: serviceUrl('listings', 4101),
  DEVELOPMENTS_URL: serviceUrl('developments', 4102),
  NEWS_URL: serviceUrl('news', 4103),
  CONTENT_URL: serviceUrl('content', 4104),
  MEDIA_URL: serviceUrl('media', 4105),
  IDENTITY_URL: serviceUrl('identity', 4106),
  SERVICE_TOKEN: optionalSetting(
    Joi.string().min(16),
    "the BFF's own token, sent to every service (at least 16 characters); each service lists it as `bff` in its `CALLER_TOKENS`; required in production",
  ),
  STAFF_ASSERTION_KEY: optionalSetting(
    Joi.string().trim(),
    'the base64 of an EC P-256 private key (PKCS#8 DER) the BFF signs each service call made for a member of staff with (`x-acting-staff`: who is acting and their rights); the services check it with the public key in their `STAFF_ASSERTION_PUBLIC_KEY`; required in production',
  ),
  JWT_SECRET: optionalSetting(Joi.string(), {
    meaning: 'signs the session cookie; production refuses the default or < 32 chars',
    shownDefault: `\`${DEVELOPMENT_JWT_SECRET}\``,
  }),
  NODE_ENV: setting(
    Joi.string().valid('development', 'test', 'production').default('development'),
    '`development`, `test` or `production`',
  ),
  PUBLIC_ORIGIN: optionalSetting(
    origin,
    "e.g. `https://www.reedmere.example`; else the request's own origin; required (https) in production",
  ),
  ADMIN_ORIGIN: optionalSetting(
    origin,
    "the admin site's origin, e.g. `https://admin.reedmere.example`; else the request's own; required (https, another host than PUBLIC_ORIGIN's) in production",
  ),
  DEV_ORIGINS: optionalSetting(
    Joi.string(),
    "comma list of extra origins the public site allows (a dev server on another port), never the admin site's; refused in production",
  ),
  CORS_ORIGINS: optionalSetting(
    Joi.string(),
    "comma list of other sites whose pages may read the public API (never the admin's)",
  ),
  TRUST_PROXY: setting(
    Joi.boolean().default(false),
    'one proxy hop sets X-Forwarded-For/-Proto (client address, https, HSTS); must be `true` in production',
  ),
  REMOTES_FILE: optionalSetting(Joi.string(), {
    meaning: 'the remote registry served at `/api/remotes`, re-read when it changes',
    shownDefault: 'none: each remote at `/remotes/<name>/mf-manifest.json`',
  }),
  SWEEP_INTERVAL_MS: setting(
    Joi.number().integer().min(0).default(HOUR_MS),
    'unreferenced-file sweep period; `0` turns it off',
  ),
  SITE_DIR: optionalSetting(Joi.string(), {
    meaning: "the shell's build: `index.html` (the page template) and its assets",
    shownDefault: '`<repo>/shell/dist`',
  }),
  REMOTES_DIR: optionalSetting(Joi.string(), {
    meaning: 'the remote `<name>` is served from `<REMOTES_DIR>/mfe-<name>/dist`',
    shownDefault: '`<repo>`',
  }),
  REMOTE_UPSTREAMS: optionalSetting(
    Joi.string(),
    '`name=http://host:port,...`: remotes proxied to their own servers',
  ),
  SHELL_UPSTREAM: optionalSetting(
    upstreamUrl,
    "the server of the shell's build; else the local `SITE_DIR`",
  ),
  REMOTE_DEPLOYS_DIR: optionalSetting(
    Joi.string(),
    'deployed builds: `/remotes/<name>/<build id>/*` from `<dir>/<name>/<build id>`',
  ),
  UPSTREAM_TIMEOUT_MS: setting(
    Joi.number().integer().min(100).max(60000).default(5000),
    'how long an upstream may take before a 502',
  ),
  SERVICE_CALL_TIMEOUT_MS: setting(
    Joi.number().integer().min(100).max(60000).default(2000),
    "how long a call to an internal service may take before it counts as failed (identity's sign-ins and media's transfers have longer limits of their own)",
  ),
  SEO_LOOKUP_TIMEOUT_MS: setting(
    Joi.number().integer().min(50).max(10000).default(500),
    'how long a page waits for its SEO (and detail) record before fallbacks',
  ),
  RENDERER_URL: optionalSetting(
    upstreamUrl,
    'the renderer that renders public pages on the server; unset, the browser renders them',
  ),
  RENDER_BUDGET_MS: setting(
    Joi.number().integer().min(50).max(10000).default(500),
    'how long a page waits for the renderer to start answering before the page is sent without it',
  ),
  PUBLIC_CACHE_TTL_MS: setting(
    Joi.number().integer().min(0).max(600000).default(5000),
    'how long a public read is answered from memory at most (dropped at once by any admin write); `0` turns it off',
  ),
  ENQUIRIES_PER_WINDOW: setting(
    perWindow(5),
    'enquiries (contact form and viewing requests) one client address may send per 15 minutes; more get 429',
  ),
  ENQUIRIES_PER_EMAIL: setting(
    perWindow(5),
    'enquiries naming one e-mail address per hour, from any client address; more get 429',
  ),
  ALERT_SIGNUPS_PER_WINDOW: setting(
    perWindow(5),
    'property alert sign-ups one client address may send per 15 minutes; more get 429',
  ),
  ALERT_SIGNUPS_PER_EMAIL: setting(
    perWindow(3),
    'property alert sign-ups naming one e-mail address per hour, from any client address; more get 429',
  ),
  HEALTH_REPORTS_PER_MINUTE: setting(
    perWindow(30),
    "browsers' health reports one client address may send per minute to each site; more get 429",
  ),
  ...SERVER_LIMIT_SETTINGS,
  // Its default depends on TRUST_PROXY (see bffConnectionsPerClient).
  MAX_CONNECTIONS_PER_CLIENT: optionalSetting(Joi.number().integer().min(0).max(1_000_000), {
    meaning: SERVER_LIMIT_SETTINGS.MAX_CONNECTIONS_PER_CLIENT.meaning,
    shownDefault: '`256`, `0` (none) with `TRUST_PROXY`',
  }),
  // A 20 MB brochure over a 1 Mbit/s line takes nearly 3 minutes.
  UPLOAD_TIMEOUT_MS: setting(
    Joi.number()
      .integer()
      .min(Joi.ref('REQUEST_TIMEOUT_MS'))
      .max(3_600_000)
      .default(UPLOAD_TIMEOUT_MS)
      .messages({ 'number.min': 'UPLOAD_TIMEOUT_MS must be at least REQUEST_TIMEOUT_MS' }),
    "the same as `REQUEST_TIMEOUT_MS` for a signed-in admin's uploads (a 20 MB PDF on a slow line)",
  ),
  BFF_WORKERS: setting(Joi.number().integer().min(1).max(32).default(BFF_WORKERS_DEFAULT), {
    meaning:
      'processes answering requests; 2 or more run them under one that accepts the connections (they share the rate limits and the data version, and split the connection caps); 1 runs one process',
    shownDefault: 'the cores, 2 to 4',
  }),
} satisfies Settings;
