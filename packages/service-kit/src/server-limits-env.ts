import Joi from 'joi';

/** How long a client may take and how many may be connected: see createLimitedServer. */
export interface ServerLimits {
  /** From the first byte of a request until its headers are complete. */
  headersTimeoutMs: number;
  /** From the first byte of a request until all of it, body included, has arrived. */
  requestTimeoutMs: number;
  /** How long an idle kept-alive connection stays open; above the proxy's own idle timeout. */
  keepAliveTimeoutMs: number;
  /** Connections open at once; beyond it new ones are closed at once (and logged). */
  maxConnections: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 60_000,
  // The TLS proxy keeps idle connections to the BFF for 60 s: the server must not close one
  // first, or the proxy may send a request down a connection that is being closed (a 502).
  keepAliveTimeoutMs: 75_000,
  maxConnections: 1000,
};

const milliseconds = (fallback: number) =>
  Joi.number().integer().min(100).max(3_600_000).default(fallback);

export const serverLimitsEnvSchema = {
  HEADERS_TIMEOUT_MS: milliseconds(DEFAULT_SERVER_LIMITS.headersTimeoutMs),
  // Node refuses a request timeout shorter than the headers timeout.
  REQUEST_TIMEOUT_MS: milliseconds(DEFAULT_SERVER_LIMITS.requestTimeoutMs)
    .min(Joi.ref('HEADERS_TIMEOUT_MS'))
    .messages({ 'number.min': 'REQUEST_TIMEOUT_MS must be at least HEADERS_TIMEOUT_MS' }),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(DEFAULT_SERVER_LIMITS.keepAliveTimeoutMs),
  MAX_CONNECTIONS: Joi.number()
    .integer()
    .min(1)
    .max(1_000_000)
    .default(DEFAULT_SERVER_LIMITS.maxConnections),
};

/** The limits from an environment validated with serverLimitsEnvSchema. */
export function serverLimitsFromEnv(env: Record<string, unknown>): ServerLimits {
  return {
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS as number,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS as number,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS as number,
    maxConnections: env.MAX_CONNECTIONS as number,
  };
}
