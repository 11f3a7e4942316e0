import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Connection } from 'mongoose';
import { pingDatabase } from './database';
import { apiNotFound, errorHandler } from './errors';
import { createJsonLogger, type Logger } from './logger';
import { requestLog } from './request-log';

export interface AppOptions {
  mongooseConnection: Connection;
  logger?: Logger;
}

export function createApp({
  mongooseConnection,
  logger = createJsonLogger(),
}: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLog(logger));
  app.use(
    helmet({
      // The embedded setup serves plain http (127.0.0.1 or a container port). These two would
      // send browsers to https that does not exist; where TLS is terminated in front of the BFF,
      // that proxy sets HSTS.
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
      strictTransportSecurity: false,
    }),
  );
  app.use(express.json({ limit: '1mb' }));

  const api = express.Router();

  // Health answers 503 (not 500) when the database is down, so a load balancer or the stack
  // launcher can tell "not ready" from "broken".
  api.get('/health', async (_req, res) => {
    const status = await pingDatabase(mongooseConnection);
    res.set('cache-control', 'no-store');
    if (status.up) {
      res.json({ status: 'ok', database: 'up' });
    } else {
      res.status(503).json({ status: 'unavailable', database: 'down', message: status.message });
    }
  });

  api.use(apiNotFound);
  app.use('/api', api);

  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  app.use(errorHandler(logger));
  return app;
}
