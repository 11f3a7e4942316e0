import type { Router } from 'express';
import type { MediaUseCases } from '../domain/media-use-cases';
import { documentRoutes } from './document-routes';
import { fileRoutes } from './file-routes';
import { imageRoutes } from './image-routes';

/**
 * The media API (services/README.md): uploads of images and documents, and the stored files.
 * Express 5 passes rejected promises to the error handler.
 */
export function mediaRoutes(media: MediaUseCases): (router: Router) => void {
  return (router) => {
    imageRoutes(router, media);
    documentRoutes(router, media);
    fileRoutes(router, media);
  };
}
