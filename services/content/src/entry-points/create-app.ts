import type { Express } from 'express';
import { createServiceAppFromContext } from '@reedmere/service-kit';
import { contentServices, type ContentContext } from './content-services';
import { contentRoutes } from './routes';
import { SERVICE_NAME } from '../config';

/** The service's app on an open connection: used by the server and, in process, by the tests. */
export async function createApp(context: ContentContext): Promise<Express> {
  const services = contentServices(context);
  // The unique indexes (SEO path; alert address and search) must exist before a duplicate could
  // slip in.
  await services.seoPageRepository.init();
  await services.alertRepository.init();
  // Messages sent before their bodies were cleaned on sending lose their links' tokens now.
  const cleaned = await services.outbox.removeSettledTokens();
  if (cleaned > 0) context.logger.info('link tokens removed from sent messages', { cleaned });
  return createServiceAppFromContext(context, {
    name: SERVICE_NAME,
    routes: contentRoutes(services),
  });
}
