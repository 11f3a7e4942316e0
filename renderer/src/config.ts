import os from 'node:os';
import Joi from 'joi';
import {
  ConfigError,
  METRICS_PORT_SETTING,
  optionalSetting,
  setting,
  settingsSchema,
  type Settings,
  type SettingValues,
} from '@reedmere/service-kit';

const origin = Joi.string().pattern(/^https?:\/\/[^/\s]+$/, 'origin (scheme://host[:port])');

/**
 * Every variable the renderer reads, declared once. It holds no secrets: it reads only what any
 * visitor can read, from the site itself.
 */
export const RENDERER_SETTINGS = {
  PORT: setting(Joi.number().integer().min(0).max(65535).default(8090), '`0` picks a free port'),
  HOST: setting(
    Joi.string().default('127.0.0.1'),
    'the address listened on: this machine only by default; `0.0.0.0` in a container',
  ),
  // The primary of several workers answers no page: it answers the metrics of all of them.
  METRICS_PORT: METRICS_PORT_SETTING,
  SITE_URL: setting(
    Joi.string()
      .uri({ scheme: ['http', 'https'] })
      .default('http://127.0.0.1:8080'),
    'the BFF the registry, the builds and the API come from',
  ),
  REMOTE_ORIGINS: optionalSetting(
    Joi.string(),
    'other origins the registry may load remote code from, comma-separated',
  ),
  REGISTRY_POLL_MS: setting(
    Joi.number().integer().min(100).max(600000).default(30000),
    'how often the registry is read unasked; a page request naming a registry a process has not read makes it read it at once',
  ),
  // Longer than the BFF's 2 s budget for one service call, so an aggregate whose service hangs
  // still arrives, with its other sections.
  DATA_TIMEOUT_MS: setting(
    Joi.number().integer().min(50).max(60000).default(3000),
    "how long one read of a page's data may take",
  ),
  RENDER_TIMEOUT_MS: setting(
    Joi.number().integer().min(100).max(60000).default(5000),
    'how long one page may take to render',
  ),
  PAGE_CACHE_TTL_MS: setting(
    Joi.number().integer().min(0).max(3600000).default(30000),
    'how long a rendered page may be served again for the same path, registry and data version (`0`: never); edits through the site end it at once',
  ),
  RENDER_WORKERS: setting(
    Joi.number().integer().min(1).max(64).default(Math.min(2, os.availableParallelism())),
    {
      meaning:
        "processes rendering pages side by side (a render holds one process's thread, so one process uses one core at most)",
      shownDefault: "the machine's cores, up to 2",
    },
  ),
} satisfies Settings;

const schema = settingsSchema(RENDERER_SETTINGS);

/** The renderer's configuration, from the environment (see RENDERER_SETTINGS). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const validated = schema.validate(present);
  const { error } = validated;
  const value = validated.value as SettingValues<typeof RENDERER_SETTINGS>;
  const problems = error ? error.details.map((d) => d.message.replace(/"/g, '')) : [];
  const remoteOrigins = String(value.REMOTE_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const o of remoteOrigins) {
    if (origin.validate(o).error) problems.push(`REMOTE_ORIGINS: "${o}" is not an origin`);
  }
  if (value.METRICS_PORT && value.METRICS_PORT === value.PORT) {
    problems.push('METRICS_PORT must differ from PORT');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: value.PORT,
    host: value.HOST,
    metricsPort: value.METRICS_PORT,
    siteUrl: value.SITE_URL.replace(/\/+$/, ''),
    remoteOrigins,
    registryPollMs: value.REGISTRY_POLL_MS,
    dataTimeoutMs: value.DATA_TIMEOUT_MS,
    renderTimeoutMs: value.RENDER_TIMEOUT_MS,
    pageCacheTtlMs: value.PAGE_CACHE_TTL_MS,
    workers: value.RENDER_WORKERS,
  };
}

export type RendererConfig = ReturnType<typeof loadConfig>;
