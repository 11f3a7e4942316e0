import Joi from 'joi';
import { setting, type Settings } from './settings';

/** How long a client may take and how many may be connected: see createLimitedServer. */
export interface ServerLimits {
  /**
   * Until a request's headers are complete: from the connection's opening for its first request
   * (a socket that sends nothing is closed too), from the first byte for later ones.
   */
  headersTimeoutMs: number;
  /** From the first byte of a request until all of it, body included, has arrived. */
  requestTimeoutMs: number;
  /** How long an idle kept-alive connection stays open; above the proxy's own idle timeout. */
  keepAliveTimeoutMs: number;
  /** Connections open at once; beyond it new ones are closed at once (and logged). */
  maxConnections: number;
  /** Connections open at once from one address; 0 for no such cap (servers behind a proxy). */
  maxConnectionsPerClient: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  // The TLS proxy keeps idle connections to the BFF for 60 s: the server must not close one
  // first, or the proxy may send a request down a connection that is being closed (a 502).
  keepAliveTimeoutMs: 75_000,
  maxConnections: 1000,
  // The services and the renderer are called only by the site's own processes.
  maxConnectionsPerClient: 0,
};

const milliseconds = (fallback: number) =>
  Joi.number().integer().min(100).max(3_600_000).default(fallback);

/** The variables that set a server's limits, declared once. */
export const SERVER_LIMIT_SETTINGS = {
  HEADERS_TIMEOUT_MS: setting(
    milliseconds(DEFAULT_SERVER_LIMITS.headersTimeoutMs),
    "a request's headers must arrive within this (the first request's from the connection's opening, so a socket that sends nothing is closed too), else 408 and the connection closes",
  ),
  // Node refuses a request timeout shorter than the headers timeout.
  REQUEST_TIMEOUT_MS: setting(
    milliseconds(DEFAULT_SERVER_LIMITS.requestTimeoutMs)
      .min(Joi.ref('HEADERS_TIMEOUT_MS'))
      .messages({ 'number.min': 'REQUEST_TIMEOUT_MS must be at least HEADERS_TIMEOUT_MS' }),
    'the whole request, body included, must arrive within this (408)',
  ),
  KEEP_ALIVE_TIMEOUT_MS: setting(
    milliseconds(DEFAULT_SERVER_LIMITS.keepAliveTimeoutMs),
    'idle kept-alive connections close after this (longer than the proxy keeps them)',
  ),
  MAX_CONNECTIONS: setting(
    Joi.number().integer().min(1).max(1_000_000).default(DEFAULT_SERVER_LIMITS.maxConnections),
    'connections at once; beyond it new ones are closed, with a log line',
  ),
  MAX_CONNECTIONS_PER_CLIENT: setting(
    Joi.number()
      .integer()
      .min(0)
      .max(1_000_000)
      .default(DEFAULT_SERVER_LIMITS.maxConnectionsPerClient),
    "connections at once from one client address (0: no such cap); beyond it that address's new ones are closed, with a log line",
  ),
} satisfies Settings;

/** The limits from an environment validated with SERVER_LIMIT_SETTINGS. */
export function serverLimitsFromEnv(env: Record<string, unknown>): ServerLimits {
  return {
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS as number,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS as number,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS as number,
    maxConnections: env.MAX_CONNECTIONS as number,
    maxConnectionsPerClient: env.MAX_CONNECTIONS_PER_CLIENT as number,
  };
}
