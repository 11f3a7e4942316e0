import type { Router } from 'express';
import Joi from 'joi';
import { DIVISIONS } from '@reedmere/contracts';
import { staffOnly, validate } from '@reedmere/service-kit';
import type { MediaUseCases } from '../domain/media-use-cases';
import { imageUpload } from './upload-limits';

const querySchema = Joi.object({ name: Joi.string().max(200) });

/**
 * Images for listings, developments, articles and page settings are all the same to media: it
 * cannot tell whose they are, so an upload needs a person who may change some content of any
 * division (refused to a viewer and to an editor of no division). Checked before the body is read.
 */
const uploader = staffOnly({ changeAny: DIVISIONS });

export function imageRoutes(router: Router, media: MediaUseCases): void {
  router.post('/images', uploader, imageUpload.array('images'), async (req, res) => {
    const { name } = validate<{ name?: string }>(querySchema, req.query);
    const files = ((req.files ?? []) as Express.Multer.File[]).map((file) => ({
      bytes: file.buffer,
      originalName: file.originalname,
    }));
    res.status(201).json({ urls: await media.uploadImages(files, name) });
  });
}
