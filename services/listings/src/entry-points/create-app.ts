import { createServiceApp, type Logger } from '@reedmere/service-kit';
import type { Express } from 'express';
import type { Connection } from 'mongoose';
import { JSON_BODY_LIMIT } from '../config';
import { createPropertyRepository } from '../data-access/property-repository';
import { createPropertyUseCases } from '../domain/property-use-cases';
import { propertyRoutes } from './routes';

/** What the app needs; runService's context fits, and tests build one by hand. */
export interface ListingsAppContext {
  connection: Connection;
  logger: Logger;
  config: { serviceToken?: string | undefined };
}

/** The service's app on an open connection: used by the server and, in process, by the tests. */
export function createApp(context: ListingsAppContext): Express {
  return createServiceApp({
    connection: context.connection,
    logger: context.logger,
    serviceToken: context.config.serviceToken,
    jsonLimit: JSON_BODY_LIMIT,
    routes: propertyRoutes(createPropertyUseCases(createPropertyRepository(context.connection))),
  });
}
