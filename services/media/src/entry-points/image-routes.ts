import type { Router } from 'express';
import Joi from 'joi';
import { validate } from '@reedmere/service-kit';
import type { MediaUseCases } from '../domain/media-use-cases';
import { imageUpload } from './upload-limits';

const querySchema = Joi.object({ name: Joi.string().max(200) });

export function imageRoutes(router: Router, media: MediaUseCases): void {
  router.post('/images', imageUpload.array('images'), async (req, res) => {
    const { name } = validate<{ name?: string }>(querySchema, req.query);
    const files = ((req.files ?? []) as Express.Multer.File[]).map((file) => ({
      bytes: file.buffer,
      originalName: file.originalname,
    }));
    res.status(201).json({ urls: await media.uploadImages(files, name) });
  });
}
