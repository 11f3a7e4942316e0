import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { createLimitedServer, silentLogger, type ServerLimits } from '@reedmere/service-kit';

export interface Listening {
  url: string;
  close(): Promise<void>;
}

/**
 * Listens on a free port and returns the base URL, so tests talk real HTTP to the app; with
 * `limits`, on the same kind of server the process itself runs.
 */
export async function listen(app: Express, limits?: ServerLimits): Promise<Listening> {
  const server: Server = limits
    ? createLimitedServer(app, limits, silentLogger).listen(0, '127.0.0.1')
    : app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  let closed: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      (closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      })),
  };
}

export interface OpenListener extends Listening {
  port: number;
  /** The app that answers from now on (until then, 503). */
  serve(app: Express): void;
}

/** A listener whose port is known before its app is made (an app that must know its own port). */
export async function listenForApp(limits?: ServerLimits): Promise<OpenListener> {
  let target: Express | undefined;
  const front = express();
  front.disable('x-powered-by');
  front.use((req, res, next) => {
    if (target) target(req, res, next);
    else res.status(503).end();
  });
  const listening = await listen(front, limits);
  return {
    ...listening,
    port: Number(new URL(listening.url).port),
    serve: (app) => {
      target = app;
    },
  };
}
