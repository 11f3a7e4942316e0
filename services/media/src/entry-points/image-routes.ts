import type { Router } from 'express';
import Joi from 'joi';
import { validate } from '@reedmere/service-kit';
import { uploadImages, uploadStaticImage, type ImageUploadDeps } from '../domain/upload-images';
import { imageUpload } from './upload-limits';

const querySchema = Joi.object({ name: Joi.string().max(200) });

export function imageRoutes(router: Router, deps: ImageUploadDeps): void {
  router.post('/images', imageUpload.array('images'), async (req, res) => {
    const { name } = validate<{ name?: string }>(querySchema, req.query);
    const files = ((req.files ?? []) as Express.Multer.File[]).map((file) => ({
      bytes: file.buffer,
      originalName: file.originalname,
    }));
    const urls =
      name === undefined
        ? await uploadImages(deps, files)
        : await uploadStaticImage(deps, name, files);
    res.status(201).json({ urls });
  });
}
