import type { Router } from 'express';
import Joi from 'joi';
import { validate } from '@reedmere/service-kit';
import type { MediaUseCases } from '../domain/media-use-cases';
import { DOCUMENT_TYPES, type DocumentType } from '../domain/upload-document';
import { documentUpload } from './upload-limits';

const bodySchema = Joi.object({
  type: Joi.string()
    .valid(...DOCUMENT_TYPES)
    .empty('')
    .required()
    .messages({
      'any.required': 'type is required (brochure or floorplan)',
      'any.only': 'type must be brochure or floorplan',
      'string.base': 'type must be brochure or floorplan',
    }),
});

export function documentRoutes(router: Router, media: MediaUseCases): void {
  router.post('/documents', documentUpload.single('document'), async (req, res) => {
    const { type } = validate<{ type: DocumentType }>(bodySchema, { ...req.body });
    res.status(201).json(await media.uploadDocument(type, req.file?.buffer));
  });
}
