import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { HttpError } from '@reedmere/service-kit';
import { buildApiDocument, type OpenApiDocument } from '../api-document/build-document';
import { renderStandalonePage } from '../standalone-page';

const versionIn = (folder: string): string =>
  (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string })
    .version;

const VIEWER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const VIEWER_VERSION = versionIn(VIEWER_DIR);
const BFF_VERSION = versionIn(path.join(__dirname, '../..'));

/** The viewer's own files, served from the site's origin (no CDN). */
const VIEWER_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js']);

/** Starts the viewer on the document; a file of its own, as the page's CSP allows no inline script. */
const START_SCRIPT = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
  });
});
`;

/**
 * The reference page runs the viewer's script from this origin only; the viewer styles its
 * elements inline. It reads nothing but the document.
 */
export const REFERENCE_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function referencePage(): string {
  const asset = (name: string) => `/api/docs/${name}?v=${VIEWER_VERSION}`;
  return renderStandalonePage({
    title: 'API reference',
    head: `<link rel="stylesheet" href="${asset('swagger-ui.css')}">`,
    body: `<main id="reference"><p>The API reference needs JavaScript. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></main>
<script src="${asset('swagger-ui-bundle.js')}"></script>
<script src="${asset('start.js')}"></script>`,
  });
}

/** `/api/openapi.json`, and its reference page at `/api/docs`. */
export function apiReferenceRoutes(): Router {
  const router = express.Router();
  let document: OpenApiDocument | undefined;

  router.get('/openapi.json', (_req, res) => {
    document ??= buildApiDocument(BFF_VERSION);
    res.set('cache-control', 'public, no-cache').json(document);
  });

  router.get('/docs', (_req, res) => {
    res
      .set('content-security-policy', REFERENCE_PAGE_CSP)
      .set('cache-control', 'public, no-cache')
      .type('html')
      .send(referencePage());
  });

  router.get('/docs/:asset', (req, res, next) => {
    const asset = req.params.asset;
    // Named by version in the page, so a browser may keep them for a day.
    res.set('cache-control', 'public, max-age=86400');
    if (asset === 'start.js') {
      res.type('text/javascript').send(START_SCRIPT);
      return;
    }
    if (!VIEWER_FILES.has(asset)) throw new HttpError(404, 'No such file');
    res.sendFile(path.join(VIEWER_DIR, asset), (error) => {
      if (error) next(error);
    });
  });

  return router;
}
