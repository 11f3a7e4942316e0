import express, { type RequestHandler, type Router } from 'express';
import Joi from 'joi';
import { HttpError, validate } from '@reedmere/service-kit';
import { extendBodyDeadline } from '../request-deadline';
import { callService } from '../service-call';
import type { Services } from '../services';
import { documentUpload, filePart, imageUpload, requireMultipart } from '../uploads';

export const documentFields = Joi.object({
  type: Joi.string().valid('brochure', 'floorplan').required().messages({
    'any.required': 'Document type is required',
    'any.only': 'Document type must be brochure or floorplan',
  }),
});

/**
 * Admin uploads, forwarded to media (which checks types by content and re-encodes images). Once
 * the admin is known, the body may take `uploadTimeoutMs` to arrive (a large PDF on a slow line).
 */
export function uploadRoutes(
  services: Services,
  requireAdmin: RequestHandler,
  uploadTimeoutMs: number,
): Router {
  const router = express.Router();
  const slowBody = extendBodyDeadline(uploadTimeoutMs);

  const images: RequestHandler = async (req, res) => {
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    if (files.length === 0) throw new HttpError(400, 'Choose at least one image to upload');
    const form = new FormData();
    for (const file of files) form.append('images', ...filePart(file));
    const answer = await callService<{ urls: string[] }>(
      services.mediaTransfer,
      'files',
      req,
      'POST',
      '/images',
      { body: form },
    );
    res.status(201).json({ urls: answer.body.urls });
  };

  // Property, development, and (beyond the spec) article and SEO images: all the same to media.
  for (const path of ['/upload/property-images', '/upload/development-images', '/upload/images']) {
    router.post(path, requireAdmin, slowBody, requireMultipart, imageUpload, images);
  }

  router.post(
    '/admin/upload-document',
    requireAdmin,
    slowBody,
    requireMultipart,
    documentUpload,
    async (req, res) => {
      const { type } = validate<{ type: string }>(documentFields, { ...req.body });
      if (!req.file) throw new HttpError(400, 'Choose a PDF document to upload');
      const form = new FormData();
      form.append('type', type);
      form.append('document', ...filePart(req.file));
      const answer = await callService<{ publicUrl: string; url: string }>(
        services.mediaTransfer,
        'files',
        req,
        'POST',
        '/documents',
        { body: form },
      );
      res.status(201).json({ publicUrl: answer.body.publicUrl, url: answer.body.url });
    },
  );

  return router;
}
