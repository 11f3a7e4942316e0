import type { Express } from 'express';
import { createServiceApp, type ServiceContext } from '@reedmere/service-kit';
import type { MediaConfig } from '../config';
import { createFileStore } from '../data-access/file-store';
import type { ImagePool } from '../domain/image-pool';
import { createNameLock } from '../domain/name-lock';
import { documentRoutes } from './document-routes';
import { fileRoutes } from './file-routes';
import { imageRoutes } from './image-routes';

/** The media service's app; the image pool is passed in so its owner can close it. */
export function createApp(context: ServiceContext<MediaConfig>, pool: ImagePool): Express {
  const store = createFileStore(context.connection);
  const lock = createNameLock();
  return createServiceApp({
    connection: context.connection,
    logger: context.logger,
    serviceToken: context.config.serviceToken,
    routes: (router) => {
      imageRoutes(router, { store, pool, lock });
      documentRoutes(router, { store, lock });
      fileRoutes(router, store);
    },
  });
}
