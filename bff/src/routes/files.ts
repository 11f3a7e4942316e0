import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Router } from 'express';
import { ServiceUnavailableError } from '@reedmere/service-kit';
import { requestIdOf, unavailable, upstreamError } from '../service-call';
import type { Services } from '../services';

// The headers of media's answer that describe the file and how it may be cached.
const FORWARDED_HEADERS = [
  'content-type',
  'content-length',
  'etag',
  'last-modified',
  'cache-control',
  'x-content-type-options',
  'content-disposition',
  // Documents say `sandbox`: it replaces the API's own policy for them.
  'content-security-policy',
];

/** `GET /api/files/<encoded name>`: the stored file, streamed from media with its headers. */
export function fileRoutes(services: Services): Router {
  const router = express.Router();

  router.get('/files/:name', async (req, res) => {
    // Express decoded the segment: `static-assets%2Fhero.jpg` is `static-assets/hero.jpg`.
    const name = req.params.name;
    const ifNoneMatch = req.get('if-none-match');
    let response: Response;
    try {
      response = await services.mediaTransfer.fetch('GET', `/files/${encodeURIComponent(name)}`, {
        requestId: requestIdOf(req),
        headers: { accept: '*/*', ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
      });
    } catch (error) {
      if (error instanceof ServiceUnavailableError) throw unavailable('files');
      throw error;
    }

    if (response.status !== 200 && response.status !== 304) {
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        body = undefined;
      }
      throw upstreamError('files', { status: response.status, body, headers: response.headers });
    }

    res.status(response.status);
    for (const header of FORWARDED_HEADERS) {
      const value = response.headers.get(header);
      if (value !== null && !(response.status === 304 && header === 'content-length')) {
        res.set(header, value);
      }
    }
    res.set('x-content-type-options', 'nosniff');
    if (response.status === 304 || !response.body) {
      res.end();
      return;
    }
    try {
      await pipeline(
        Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
        res,
      );
    } catch {
      // The client went away or media stopped mid-file: the connection is closed either way.
      res.destroy();
    }
  });

  return router;
}
