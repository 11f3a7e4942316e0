import express, { type Express, type Router } from 'express';
import type { Connection } from 'mongoose';
import { pingDatabase } from './database';
import { errorHandler, routeNotFound } from './error-handler';
import type { Logger } from './logger';
import { requestLog } from './request-log';
import { refuseOddRequestTargets } from './request-target';
import { requireServiceToken, type CallerTokens } from './service-token';
import { acceptActingStaff } from './acting-staff';
import type { KeyObject } from 'node:crypto';
import {
  createProcessMetrics,
  METRICS_PATH,
  metricsHandler,
  recordRequests,
  type ProcessMetrics,
} from './metrics';

/**
 * What a service's app is built from: an open connection, a logger and the callers it answers.
 * runService's context fits, and tests may build one by hand.
 */
export interface ServiceAppContext {
  connection: Connection;
  logger: Logger;
  config: {
    callerTokens?: CallerTokens | undefined;
    staffKey?: KeyObject | undefined;
  };
  /** The process's metrics (runService makes them); an app of its own when not given. */
  metrics?: ProcessMetrics | undefined;
}

export interface ServiceAppOptions {
  /** The service's name: the audience of the assertions its staff routes accept. */
  name: string;
  connection: Connection;
  logger: Logger;
  /** The callers answered, each with its own token; none given, every caller is answered. */
  callerTokens?: CallerTokens | undefined;
  /** The BFF's public key; none given, staff routes do not check who is acting. */
  staffKey?: KeyObject | undefined;
  /** Adds the service's routes. */
  routes: (router: Router) => void;
  /** JSON body limit. Default 1 MB. */
  jsonLimit?: string;
  /**
   * The process's metrics, served at `GET /metrics`; when not given, the app keeps its own
   * request metrics, without the process metrics (tests build many apps in one process).
   */
  metrics?: ProcessMetrics | undefined;
}

/**
 * An internal service's Express app: request metrics, request ids and logs, `GET /health` (503
 * when the database is down) and `GET /metrics` (Prometheus), the callers' tokens, the acting
 * person's assertion, JSON bodies, the routes, JSON 404s and the error handler.
 */
export function createServiceApp(options: ServiceAppOptions): Express {
  const metrics = options.metrics ?? createProcessMetrics(options.name, { processMetrics: false });
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.use(recordRequests(metrics));
  app.use(requestLog(options.logger));
  app.use(refuseOddRequestTargets);
  app.get('/health', async (_req, res) => {
    const status = await pingDatabase(options.connection);
    if (status.up) res.json({ status: 'ok', database: 'up' });
    else res.status(503).json({ status: 'unavailable', database: 'down', message: status.message });
  });
  // Internal like /health: the scraper on the services' network presents no caller's token.
  app.get(METRICS_PATH, metricsHandler(metrics.registry, options.logger));
  app.use(requireServiceToken(options.callerTokens));
  app.use(acceptActingStaff(options.name, options.staffKey));
  app.use(express.json({ limit: options.jsonLimit ?? '1mb' }));
  const router = express.Router();
  options.routes(router);
  app.use(router);
  app.use(routeNotFound);
  app.use(errorHandler(options.logger));
  return app;
}

/**
 * A service's app built from its context: the connection, logger, callers, staff key and metrics
 * come from there, so a service names only itself and its routes (and any other option).
 */
export function createServiceAppFromContext(
  context: ServiceAppContext,
  options: Omit<
    ServiceAppOptions,
    'connection' | 'logger' | 'callerTokens' | 'staffKey' | 'metrics'
  >,
): Express {
  return createServiceApp({
    connection: context.connection,
    logger: context.logger,
    callerTokens: context.config.callerTokens,
    staffKey: context.config.staffKey,
    metrics: context.metrics,
    ...options,
  });
}
