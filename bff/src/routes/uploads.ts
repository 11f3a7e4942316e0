import express, { type RequestHandler, type Router } from 'express';
import Joi from 'joi';
import { LISTING_DIVISIONS, type Division } from '@reedmere/contracts';
import { HttpError, validate } from '@reedmere/service-kit';
import type { AuditRecorder } from '../audit/audit-recorder';
import type { StaffGuard } from '../auth/staff-guard';
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
  staff: StaffGuard,
  audit: AuditRecorder,
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
    for (const [index, url] of answer.body.urls.entries()) {
      const label = files[index]?.originalname ?? null;
      await audit(req, { action: 'create', entity: { kind: 'file', id: url, label } });
    }
    res.status(201).json({ urls: answer.body.urls });
  };

  // Property, development, and (beyond the spec) article and SEO images: all the same to media,
  // each for the staff who may change that content.
  const imagePaths: [string, readonly Division[]][] = [
    ['/upload/property-images', LISTING_DIVISIONS],
    ['/upload/development-images', ['developments']],
    ['/upload/images', ['news']],
  ];
  for (const [path, divisions] of imagePaths) {
    router.post(
      path,
      ...staff({ changeAny: divisions }),
      slowBody,
      requireMultipart,
      imageUpload,
      images,
    );
  }

  router.post(
    '/admin/upload-document',
    ...staff({ changeAny: LISTING_DIVISIONS }),
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
      await audit(req, {
        action: 'create',
        entity: { kind: 'file', id: answer.body.url, label: req.file.originalname },
      });
      res.status(201).json({ publicUrl: answer.body.publicUrl, url: answer.body.url });
    },
  );

  return router;
}
