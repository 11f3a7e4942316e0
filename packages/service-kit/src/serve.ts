import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { createLimitedServer } from './limited-server';
import type { Logger } from './logger';
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from './server-limits-env';

const SHUTDOWN_GRACE_MS = 5000;

/**
 * Connections the kernel holds until the process accepts them (it caps this at somaxconn). Node's
 * 511 overflows when hundreds of clients connect at once to a busy process: the kernel then drops
 * their handshakes, and those clients wait seconds for an answer.
 */
const LISTEN_BACKLOG = 4096;

/** Another app the same process serves on a port of its own (the BFF's admin site). */
export interface ExtraListener {
  /** Named in the `listening` line, e.g. `admin`. */
  name: string;
  app: Express;
  port: number;
}

export interface ServeOptions {
  port: number;
  host: string;
  logger: Logger;
  /** Timeouts and the connection cap; the defaults when not given. */
  limits?: ServerLimits;
  /** Told the ports bound (port 0 picks one), the main one first, once all are listening. */
  onListening?: (ports: readonly number[]) => void;
  /** Runs once listening (scheduled jobs, pools); returns how to stop it. */
  startBackground?: () => (() => Promise<void> | void) | undefined;
  /** Runs last when stopping (closing the database connection). */
  onStopped?: () => Promise<void>;
  /** More apps on ports of their own, with the same host, limits and lifetime. */
  also?: readonly ExtraListener[];
}

/** Listens on `host:port` and resolves with the port bound; rejects when it cannot. */
export async function listening(server: Server, port: number, host: string): Promise<number> {
  server.listen({ port, host, backlog: LISTEN_BACKLOG });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return (server.address() as AddressInfo).port;
}

/** The JSON `listening` line of one listener: what the stack and the tests read the port from. */
export function logListening(logger: Logger, host: string, port: number, name?: string): void {
  const shownHost = host.includes(':') ? `[${host}]` : host;
  logger.info('listening', {
    url: `http://${shownHost}:${port}`,
    port,
    ...(name ? { name } : {}),
  });
}

/**
 * Listens, logs one JSON `listening` line with the port (the stack reads it when PORT=0), and
 * stops gracefully on SIGTERM/SIGINT: no new connections, background work stopped, then exit.
 * Exits 1 with a clear line when the address is taken.
 */
export async function serveUntilStopped(app: Express, options: ServeOptions): Promise<void> {
  const { logger, host } = options;
  const limits = options.limits ?? DEFAULT_SERVER_LIMITS;
  const listeners = [
    { name: undefined as string | undefined, app, port: options.port },
    ...(options.also ?? []),
  ].map((listener) => ({ ...listener, server: createLimitedServer(listener.app, limits, logger) }));
  const ports: number[] = [];
  for (const { server, port } of listeners) {
    try {
      ports.push(await listening(server, port, host));
    } catch (error) {
      logger.error(`cannot listen on ${host}:${port}`, { message: (error as Error).message });
      await options.onStopped?.().catch(() => {});
      process.exit(1);
    }
  }
  options.onListening?.(ports);
  const stopBackground = options.startBackground?.();
  listeners.forEach(({ name }, index) => logListening(logger, host, ports[index]!, name));

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    void Promise.all(
      listeners.map(
        ({ server }) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeIdleConnections();
          }),
      ),
    ).then(async () => {
      await Promise.resolve(stopBackground?.()).catch(() => {});
      await options.onStopped?.().catch(() => {});
      clearTimeout(force);
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
