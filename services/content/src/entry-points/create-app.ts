import type { Express } from 'express';
import { createServiceApp } from '@reedmere/service-kit';
import { contentServices, type ContentContext } from './content-services';
import { contentRoutes } from './routes';

/** The content service's Express app; tests build it in-process with their own context. */
export async function createApp(context: ContentContext): Promise<Express> {
  const services = contentServices(context);
  // The unique indexes (SEO path; alert address and search) must exist before a duplicate could
  // slip in.
  await services.seoPageRepository.init();
  await services.alertRepository.init();
  return createServiceApp({
    connection: context.connection,
    logger: context.logger,
    serviceToken: context.config.serviceToken,
    routes: contentRoutes(services),
  });
}
