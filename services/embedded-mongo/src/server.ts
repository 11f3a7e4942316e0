import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { serveConnection } from './connection';
import { Cursors } from './cursors';
import { Catalog } from './storage/catalog';
import { lockFolder } from './storage/folder-lock';
import { Journal } from './storage/journal';
import { expireDocuments } from './storage/ttl';
import { FailPoints } from './fail-points';

export interface EmbeddedMongoOptions {
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
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
}

export interface EmbeddedMongo {
  /** mongodb://host:port/ */
  uri: string;
  host: string;
  port: number;
  stop(): Promise<void>;
}

const defaultLog = (line: string) => process.stderr.write(`${new Date().toISOString()} ${line}\n`);

export async function startEmbeddedMongo(
  options: EmbeddedMongoOptions = {},
): Promise<EmbeddedMongo> {
  const log = options.log ?? defaultLog;
  const host = options.host ?? '127.0.0.1';
  const catalog = new Catalog();
  let journal: Journal | undefined;
  let unlock: (() => void) | undefined;

  if (options.dataDir && !options.inMemory) {
    const dir = path.resolve(options.dataDir);
    fs.mkdirSync(dir, { recursive: true });
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
    const id = nextConnectionId++;
    sockets.add(socket);
    socket.setNoDelay(true);
    log(
      `connection ${id} accepted from ${socket.remoteAddress}:${socket.remotePort} (${sockets.size} open)`,
    );
    socket.on('close', () => {
      sockets.delete(socket);
      log(`connection ${id} closed (${sockets.size} open)`);
    });
    serveConnection(socket, id, { catalog, cursors, journal, failPoints, log });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => resolve());
    });
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
