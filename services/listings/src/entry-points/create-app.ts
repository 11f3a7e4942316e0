import { createServiceAppFromContext, type ServiceAppContext } from '@reedmere/service-kit';
import type { Express } from 'express';
import { JSON_BODY_LIMIT, SERVICE_NAME } from '../config';
import { createPropertyRepository } from '../data-access/property-repository';
import { createPropertyUseCases } from '../domain/property-use-cases';
import { propertyRoutes } from './routes';

/** The service's app on an open connection: used by the server and, in process, by the tests. */
export function createApp(context: ServiceAppContext): Express {
  return createServiceAppFromContext(context, {
    name: SERVICE_NAME,
    jsonLimit: JSON_BODY_LIMIT,
    routes: propertyRoutes(createPropertyUseCases(createPropertyRepository(context.connection))),
  });
}
