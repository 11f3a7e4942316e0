import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import type { ErrorRequestHandler, Request, Router } from 'express';
import Joi from 'joi';
import { validate } from '@reedmere/service-kit';
import { matchesETag } from '../domain/file-headers';
import { FILE_NOT_FOUND } from '../domain/manage-files';
import type { MediaUseCases } from '../domain/media-use-cases';

const listSchema = Joi.object({
  uploadedBefore: Joi.date().iso().messages({
    'date.base': 'uploadedBefore must be an ISO date',
    'date.format': 'uploadedBefore must be an ISO date',
  }),
});

/**
 * The requested name: Express has decoded each segment once (`static-assets%2Fhero.jpg` and
 * `static-assets/hero.jpg` are the same name); nothing is decoded again, so `%252F` stays literal.
 */
function requestedName(req: Request): string {
  const raw: unknown = req.params.name;
  return Array.isArray(raw) ? raw.join('/') : String(raw ?? '');
}

/** A path whose escapes cannot be decoded names no file: 404, like any other unknown name. */
const undecodablePath: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof URIError) res.status(404).json({ message: FILE_NOT_FOUND });
  else next(error);
};

/**
 * No staff route here: downloads are public, and the list and the deletions are the BFF's sweep of
 * unreferenced files, a background job made for no person.
 */
export function fileRoutes(router: Router, media: MediaUseCases): void {
  router.get('/files', async (req, res) => {
    const { uploadedBefore } = validate<{ uploadedBefore?: Date }>(listSchema, req.query);
    res.json({ files: await media.listFiles(uploadedBefore) });
  });

  router.get('/files/*name', async (req, res) => {
    const file = await media.findFile(requestedName(req));
    const { headers } = file;
    res.set(headers);
    if (matchesETag(req.get('if-none-match'), headers.ETag!)) {
      res.removeHeader('Content-Type');
      res.status(304).end();
      return;
    }
    res.set('Content-Length', String(file.length));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const source = file.open();
    try {
      // Wait for the first bytes, so a database failure still gets a clean 503.
      await once(source, 'readable');
    } catch (error) {
      // The error answer must not carry the file's type, ETag or year-long caching.
      for (const header of [...Object.keys(headers), 'Content-Length']) res.removeHeader(header);
      throw error;
    }
    // From here a failure can only cut the response short (the client sees it incomplete).
    await pipeline(source, res).catch(() => res.destroy());
  });

  router.delete('/files/*name', async (req, res) => {
    await media.deleteFile(requestedName(req));
    res.status(204).end();
  });

  router.use('/files', undecodablePath);
}
