import { createServer, type RequestListener, type Server } from 'node:http';
import type { Logger } from './logger';
import type { ServerLimits } from './server-limits-env';

/** At most one "connection limit reached" line this often, with the count dropped meanwhile. */
const DROP_LOG_INTERVAL_MS = 10_000;

/**
 * An HTTP server that does not let slow or numerous clients hold it: headers must arrive within
 * `headersTimeoutMs` and the whole request within `requestTimeoutMs` (else 408 and the
 * connection is closed), idle kept-alive connections close after `keepAliveTimeoutMs`, and
 * beyond `maxConnections` new connections are closed at once, with a log line.
 */
export function createLimitedServer(
  app: RequestListener,
  limits: ServerLimits,
  logger: Logger,
): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Node checks the two timeouts only this often (30 s by default, which would let a slow
      // client keep its socket for up to 30 s past either).
      connectionsCheckingInterval: Math.min(1000, Math.max(50, limits.headersTimeoutMs / 4)),
    },
    app,
  );
  server.maxConnections = limits.maxConnections;

  let dropped = 0;
  let lastLogged = 0;
  server.on('drop', () => {
    dropped += 1;
    const now = Date.now();
    if (now - lastLogged < DROP_LOG_INTERVAL_MS) return;
    logger.warn('connection limit reached: new connections are closed', {
      maxConnections: limits.maxConnections,
      dropped,
    });
    lastLogged = now;
    dropped = 0;
  });
  return server;
}
