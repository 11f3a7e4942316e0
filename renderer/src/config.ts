import os from 'node:os';
import Joi from 'joi';
import { ConfigError } from '@reedmere/service-kit';

/**
 * The renderer's settings, from the environment. It holds no secrets: it reads only what any
 * visitor can read, from the site itself.
 */
export interface RendererConfig {
  /** PORT, default 8090; 0 picks a free port. */
  port: number;
  /** HOST, default 127.0.0.1. */
  host: string;
  /** SITE_URL, default http://127.0.0.1:8080: the BFF the registry, the builds and the API come from. */
  siteUrl: string;
  /** REMOTE_ORIGINS: other origins the registry may load remote code from, comma-separated. */
  remoteOrigins: string[];
  /**
   * REGISTRY_POLL_MS, default 30000: how often the registry is read unasked. A page request
   * naming a registry this process has not read makes it read it at once.
   */
  registryPollMs: number;
  /**
   * DATA_TIMEOUT_MS, default 3000: how long one read of a page's data may take. Longer than the
   * BFF's 2 s budget for one service call, so an aggregate whose service hangs still arrives,
   * with its other sections.
   */
  dataTimeoutMs: number;
  /** RENDER_TIMEOUT_MS, default 5000: how long one page may take to render. */
  renderTimeoutMs: number;
  /**
   * PAGE_CACHE_TTL_MS, default 30000: how long a rendered page may be served again for the same
   * path, registry and data version (0: never). Edits through the site end it at once.
   */
  pageCacheTtlMs: number;
  /**
   * RENDER_WORKERS, default the machine's cores up to 2: processes rendering pages side by side
   * (a render holds one process's thread, so one process uses one core at most).
   */
  workers: number;
}

const origin = Joi.string().pattern(/^https?:\/\/[^/\s]+$/, 'origin (scheme://host[:port])');

const schema = Joi.object({
  PORT: Joi.number().integer().min(0).max(65535).default(8090),
  HOST: Joi.string().default('127.0.0.1'),
  SITE_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default('http://127.0.0.1:8080'),
  REMOTE_ORIGINS: Joi.string().allow('').default(''),
  REGISTRY_POLL_MS: Joi.number().integer().min(100).max(600000).default(30000),
  DATA_TIMEOUT_MS: Joi.number().integer().min(50).max(60000).default(3000),
  RENDER_TIMEOUT_MS: Joi.number().integer().min(100).max(60000).default(5000),
  PAGE_CACHE_TTL_MS: Joi.number().integer().min(0).max(3600000).default(30000),
  RENDER_WORKERS: Joi.number()
    .integer()
    .min(1)
    .max(64)
    .default(Math.min(2, os.availableParallelism())),
})
  .unknown(true)
  .prefs({ abortEarly: false, convert: true });

export function loadConfig(env: NodeJS.ProcessEnv = process.env): RendererConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const { error, value } = schema.validate(present);
  const problems = error ? error.details.map((d) => d.message.replace(/"/g, '')) : [];
  const remoteOrigins = String(value.REMOTE_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const o of remoteOrigins) {
    if (origin.validate(o).error) problems.push(`REMOTE_ORIGINS: "${o}" is not an origin`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: value.PORT,
    host: value.HOST,
    siteUrl: String(value.SITE_URL).replace(/\/+$/, ''),
    remoteOrigins,
    registryPollMs: value.REGISTRY_POLL_MS,
    dataTimeoutMs: value.DATA_TIMEOUT_MS,
    renderTimeoutMs: value.RENDER_TIMEOUT_MS,
    pageCacheTtlMs: value.PAGE_CACHE_TTL_MS,
    workers: value.RENDER_WORKERS,
  };
}
