import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
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
