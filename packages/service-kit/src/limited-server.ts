import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from './logger';
import type { ServerLimits } from './server-limits-env';

/** At most one line of each kind of refusal this often, with the count dropped meanwhile. */
const DROP_LOG_INTERVAL_MS = 10_000;

/** A log line that says how many were refused since it was last written, at most that often. */
function throttledWarning(logger: Logger, message: string, fields: Record<string, unknown>) {
  let dropped = 0;
  let lastLogged = 0;
  return () => {
    dropped += 1;
    const now = Date.now();
    if (now - lastLogged < DROP_LOG_INTERVAL_MS) return;
    logger.warn(message, { ...fields, dropped });
    lastLogged = now;
    dropped = 0;
  };
}

/**
 * The client a connection counts against: an IPv4 address as it is (an IPv4-mapped IPv6 address
 * becomes one), an IPv6 address by its /64 network, since a single IPv6 client is usually given a
 * whole /64 and can connect from a new address each time.
 */
export function clientOf(address: string | undefined): string {
  if (!address) return '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * An HTTP server that does not let slow, silent or numerous clients hold it: headers must arrive
 * within `headersTimeoutMs` (counted from the connection's opening for its first request, so a
 * socket that sends nothing is closed too) and the whole request within `requestTimeoutMs` (else
 * 408 and the connection is closed), idle kept-alive connections close after
 * `keepAliveTimeoutMs`, beyond `maxConnections` new connections are closed at once, and so are
 * those beyond `maxConnectionsPerClient` from one address (when set): a client that keeps
 * reopening silent sockets cannot take every connection. Each refusal is logged.
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
  server.on(
    'drop',
    throttledWarning(logger, 'connection limit reached: new connections are closed', {
      maxConnections: limits.maxConnections,
    }),
  );

  const perClient = new Map<string, number>();
  const refuseClient = throttledWarning(
    logger,
    'per-client connection limit reached: its new connections are closed',
    { maxConnectionsPerClient: limits.maxConnectionsPerClient },
  );

  server.on('connection', (socket: Socket) => {
    if (limits.maxConnectionsPerClient === 0) return;
    const address = clientOf(socket.remoteAddress);
    const open = (perClient.get(address) ?? 0) + 1;
    if (open > limits.maxConnectionsPerClient) {
      refuseClient();
      socket.destroy();
      return;
    }
    perClient.set(address, open);
    socket.once('close', () => {
      const left = (perClient.get(address) ?? 1) - 1;
      if (left > 0) perClient.set(address, left);
      else perClient.delete(address);
    });
  });
  return server;
}
