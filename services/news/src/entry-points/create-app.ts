import { createServiceApp, type ServiceContext } from '@reedmere/service-kit';
import type { Express } from 'express';
import { articleModel } from '../data-access/article-model';
import { createArticleRepository } from '../data-access/article-repository';
import { createArticleUseCases } from '../domain/article-use-cases';
import { articleRoutes } from './routes';

export type AppContext = Pick<ServiceContext<object>, 'connection' | 'logger'> & {
  config: { serviceToken?: string | undefined };
};

/** The service's app on an open connection: used by the server and, in process, by the tests. */
export async function createApp(context: AppContext): Promise<Express> {
  const model = articleModel(context.connection);
  // The unique slug index must exist before the first write, or duplicates could slip in.
  await model.init();
  return createServiceApp({
    connection: context.connection,
    logger: context.logger,
    serviceToken: context.config.serviceToken,
    routes: articleRoutes(createArticleUseCases(createArticleRepository(model))),
  });
}
