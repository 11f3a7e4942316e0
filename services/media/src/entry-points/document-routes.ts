import type { Router } from 'express';
import Joi from 'joi';
import { LISTING_DIVISIONS } from '@reedmere/contracts';
import { staffOnly, validate } from '@reedmere/service-kit';
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

/**
 * Brochures and floor plans belong to listings only: an upload needs a person who may change a
 * listing of some division. Checked before the body is read.
 */
const uploader = staffOnly({ changeAny: LISTING_DIVISIONS });

export function documentRoutes(router: Router, media: MediaUseCases): void {
  router.post('/documents', uploader, documentUpload.single('document'), async (req, res) => {
    const { type } = validate<{ type: DocumentType }>(bodySchema, { ...req.body });
    res.status(201).json(await media.uploadDocument(type, req.file?.buffer));
  });
}
