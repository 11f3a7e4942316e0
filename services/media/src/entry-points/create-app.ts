import type { Express } from 'express';
import { createServiceAppFromContext, type ServiceContext } from '@reedmere/service-kit';
import { SERVICE_NAME, type MediaConfig } from '../config';
import { createFileStore } from '../data-access/file-store';
import type { ImagePool } from '../domain/image-pool';
import { createMediaUseCases } from '../domain/media-use-cases';
import { createNameLock } from '../domain/name-lock';
import { mediaRoutes } from './routes';

/**
 * The service's app on an open connection: used by the server and, in process, by the tests. The
 * image pool is passed in so its owner can close it.
 */
export function createApp(context: ServiceContext<MediaConfig>, pool: ImagePool): Express {
  const media = createMediaUseCases({
    store: createFileStore(context.connection),
    pool,
    lock: createNameLock(),
  });
  return createServiceAppFromContext(context, {
    name: SERVICE_NAME,
    routes: mediaRoutes(media),
  });
}
