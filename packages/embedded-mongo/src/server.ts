import net from 'node:net';
import path from 'node:path';
import { serveConnection } from './connection';
import { ConnectionLimit } from './connection-limit';
import { Cursors } from './cursors';
import { isLoopbackAddress } from './loopback-address';
import { Catalog } from './storage/catalog';
import { lockFolder } from './storage/folder-lock';
import { Journal } from './storage/journal';
import { preparePrivateFolder } from './storage/private-files';
import { expireDocuments } from './storage/ttl';
import { FailPoints } from './fail-points';

export interface EmbeddedMongoOptions {
  /** Interface to listen on. Default 127.0.0.1. A non-loopback one needs allowNonLoopbackHost. */
  host?: string;
  /** Listen on a non-loopback host although the server has no authentication. Default off. */
  allowNonLoopbackHost?: boolean;
  /** TCP port; 0 picks a free one. Default 0. */
  port?: number;
  /** Folder holding the journal and snapshots. Omit (or inMemory: true) for a memory-only server. */
  dataDir?: string;
  inMemory?: boolean;
  /** Where connection log lines go. Default: stderr. Pass () => {} to silence. */
  log?: (line: string) => void;
  /** Journal size that triggers compaction into a snapshot. Default 64 MiB. */
  compactAfterBytes?: number;
  /** Cursors not used for this long are closed. Default 10 minutes. */
  cursorIdleTimeoutMs?: number;
  /** How often expired TTL-indexed documents are deleted. Default 60 s, as MongoDB. */
  ttlIntervalMs?: number;
  /** Test commands (configureFailPoint), as mongod's enableTestCommands. Default off. */
  enableTestCommands?: boolean;
  /** Connections served at once; more are closed on arrival. Default 1000. */
  maxConnections?: number;
  /**
   * A connection that sent part of a message and then nothing for this long is closed. One idle
   * between messages is never closed. Default 30 s.
   */
  partialMessageTimeoutMs?: number;
}

export interface EmbeddedMongo {
  /** mongodb://host:port/ */
  uri: string;
  host: string;
  port: number;
  stop(): Promise<void>;
}

const defaultLog = (line: string) => process.stderr.write(`${new Date().toISOString()} ${line}\n`);

/**
 * Well above what the site uses: six services, each with a driver pool of at most 100
 * connections (the driver's default) plus one monitoring connection, 606 in all.
 */
const DEFAULT_MAX_CONNECTIONS = 1000;
const DEFAULT_PARTIAL_MESSAGE_TIMEOUT_MS = 30_000;

function positiveInteger(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a whole number of at least 1, not ${value}`);
  }
  return value;
}

export async function startEmbeddedMongo(
  options: EmbeddedMongoOptions = {},
): Promise<EmbeddedMongo> {
  const log = options.log ?? defaultLog;
  const host = options.host ?? '127.0.0.1';
  const connectionLimit = new ConnectionLimit(
    positiveInteger('maxConnections', options.maxConnections, DEFAULT_MAX_CONNECTIONS),
    log,
  );
  const partialMessageTimeoutMs = positiveInteger(
    'partialMessageTimeoutMs',
    options.partialMessageTimeoutMs,
    DEFAULT_PARTIAL_MESSAGE_TIMEOUT_MS,
  );
  const catalog = new Catalog();
  let journal: Journal | undefined;
  let unlock: (() => void) | undefined;

  if (options.dataDir && !options.inMemory) {
    const dir = path.resolve(options.dataDir);
    preparePrivateFolder(dir, log);
    unlock = lockFolder(dir);
    try {
      journal = await Journal.open(dir, catalog, {
        compactAfterBytes: options.compactAfterBytes,
        log,
      });
    } catch (error) {
      unlock();
      throw error;
    }
  }

  const cursors = new Cursors(options.cursorIdleTimeoutMs);
  const failPoints = options.enableTestCommands ? new FailPoints() : undefined;
  const ttlMonitor = setInterval(() => {
    if (expireDocuments(catalog) > 0) {
      journal
        ?.append(catalog.takePending())
        .catch((error: Error) => log(`ttl: journal write failed: ${error.message}`));
    }
  }, options.ttlIntervalMs ?? 60_000).unref();
  const sockets = new Set<net.Socket>();
  let nextConnectionId = 1;
  const server = net.createServer((socket) => {
    const from = `${socket.remoteAddress}:${socket.remotePort}`;
    if (connectionLimit.refuses(sockets.size, from)) {
      socket.destroy();
      return;
    }
    const id = nextConnectionId++;
    sockets.add(socket);
    socket.setNoDelay(true);
    log(`connection ${id} accepted from ${from} (${sockets.size} open)`);
    socket.on('close', () => {
      sockets.delete(socket);
      log(`connection ${id} closed (${sockets.size} open)`);
      connectionLimit.released(sockets.size);
    });
    serveConnection(socket, id, {
      catalog,
      cursors,
      journal,
      failPoints,
      partialMessageTimeoutMs,
      log,
    });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => resolve());
    });
    // Checked on the address actually bound (a host name may resolve anywhere), before any
    // connection is served: the server has no authentication.
    const bound = (server.address() as net.AddressInfo).address;
    if (!isLoopbackAddress(bound)) {
      if (!options.allowNonLoopbackHost) {
        await new Promise((resolve) => server.close(resolve));
        throw new Error(
          `Refusing to listen on ${host} (${bound}): the embedded server has no authentication, ` +
            'so it listens on a loopback address only (127.0.0.1, ::1). ' +
            'Allow it explicitly (allowNonLoopbackHost, --allow-non-loopback-host) to listen there anyway.',
        );
      }
      log(
        `warning: listening on ${bound}, which is not loopback, with no authentication: ` +
          'anyone who can reach this address can read and change every database',
      );
    }
  } catch (error) {
    clearInterval(ttlMonitor);
    cursors.close();
    await journal?.close();
    unlock?.();
    throw error;
  }

  const port = (server.address() as net.AddressInfo).port;
  const uriHost = host.includes(':') ? `[${host}]` : host;
  let stopping: Promise<void> | undefined;
  return {
    uri: `mongodb://${uriHost}:${port}/`,
    host,
    port,
    stop: () =>
      (stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const socket of sockets) socket.destroy();
        await closed;
        clearInterval(ttlMonitor);
        cursors.close();
        await journal?.close();
        unlock?.();
      })()),
  };
}
