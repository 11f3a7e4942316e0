import multer from 'multer';
import type { RequestHandler } from 'express';
import { HttpError } from '@reedmere/service-kit';

const MB = 1024 * 1024;

/** The admin panel sends at most a few compressed images at once; room to spare. */
export const IMAGE_UPLOAD_LIMITS = { files: 20, fileSize: 15 * MB, fields: 5, parts: 25 };
export const DOCUMENT_UPLOAD_LIMITS = { files: 1, fileSize: 20 * MB, fields: 5, parts: 6 };

// In memory: the bytes go straight on to media, which checks them by content and stores them.
const storage = multer.memoryStorage();

/** Multipart is the only accepted form; anything else is 415 before multer looks at it. */
export const requireMultipart: RequestHandler = (req, _res, next) => {
  if (!req.is('multipart/form-data')) {
    next(new HttpError(415, 'Uploads must be sent as multipart/form-data'));
    return;
  }
  next();
};

/** Repeated field `images`. Multer's limit errors map to 413 in the kit's error handler. */
export const imageUpload: RequestHandler = multer({ storage, limits: IMAGE_UPLOAD_LIMITS }).array(
  'images',
  IMAGE_UPLOAD_LIMITS.files,
);

/** One `document` plus the `type` field. */
export const documentUpload: RequestHandler = multer({
  storage,
  limits: DOCUMENT_UPLOAD_LIMITS,
}).single('document');

/** A file as a FormData part, under its original name (media derives nothing from it). */
export function filePart(file: Express.Multer.File): [Blob, string] {
  return [new Blob([new Uint8Array(file.buffer)], { type: file.mimetype }), file.originalname];
}
