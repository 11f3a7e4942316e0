import { createServiceAppFromContext, type ServiceAppContext } from '@reedmere/service-kit';
import type { Express } from 'express';
import { developmentModel } from '../data-access/development-model';
import { createDevelopmentRepository } from '../data-access/development-repository';
import { createDevelopmentUseCases } from '../domain/development-use-cases';
import { developmentRoutes } from './routes';
import { SERVICE_NAME } from '../config';

/** The service's app on an open connection: used by the server and, in process, by the tests. */
export async function createApp(context: ServiceAppContext): Promise<Express> {
  const model = developmentModel(context.connection);
  // Indexes exist before the first request is served.
  await model.init();
  return createServiceAppFromContext(context, {
    name: SERVICE_NAME,
    routes: developmentRoutes(createDevelopmentUseCases(createDevelopmentRepository(model))),
  });
}
