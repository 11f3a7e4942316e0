import { createServiceAppFromContext, type ServiceAppContext } from '@reedmere/service-kit';
import type { Express } from 'express';
import { articleModel } from '../data-access/article-model';
import { createArticleRepository } from '../data-access/article-repository';
import { createArticleUseCases } from '../domain/article-use-cases';
import { articleRoutes } from './routes';
import { SERVICE_NAME } from '../config';

/** The service's app on an open connection: used by the server and, in process, by the tests. */
export async function createApp(context: ServiceAppContext): Promise<Express> {
  const model = articleModel(context.connection);
  // The unique slug index must exist before the first write, or duplicates could slip in.
  await model.init();
  return createServiceAppFromContext(context, {
    name: SERVICE_NAME,
    routes: articleRoutes(createArticleUseCases(createArticleRepository(model))),
  });
}
