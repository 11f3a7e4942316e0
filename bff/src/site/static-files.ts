import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

/** The five Module Federation remotes; `/remotes/<name>/*` serves only these. */
export const REMOTE_NAMES = ['listings', 'developments', 'news', 'calculators', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The remotes whose files only a signed-in admin may fetch. */
const ADMIN_ONLY: ReadonlySet<RemoteName> = new Set(['admin']);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * A file whose name carries a content hash (`main.3f9a0c1d.js`, `123.ab12cd34ef.css`, and their
 * source maps): its content never changes under that name, so it may be cached for a year.
 */
const HASHED =
  /\.[0-9a-f]{8,}\.(?:m?js|css|woff2?|ttf|png|jpe?g|gif|svg|webp|avif|ico)(?:\.map)?$/i;

/**
 * Hashed files are immutable; everything else (index.html, mf-manifest.json, remoteEntry.js,
 * unhashed assets) is revalidated on every use, so a redeployed shell or remote shows at once.
 * `private` keeps shared caches from storing files that are served only to a signed-in admin.
 */
export function cacheControlFor(file: string, privateOnly = false): string {
  const value = HASHED.test(path.basename(file)) ? IMMUTABLE : REVALIDATE;
  return privateOnly ? `private, ${value.replace(/^public, /, '')}` : value;
}

/**
 * express.static with the rules every build folder shares: no directory listings or index files,
 * no redirects to a trailing slash, dotfiles invisible, and a missing file (or `..`, or a
 * directory) falls through to the next handler, which answers a plain 404.
 */
export function buildFolder(root: string, privateOnly = false): RequestHandler {
  return express.static(root, {
    dotfiles: 'ignore',
    index: false,
    redirect: false,
    fallthrough: true,
    etag: true,
    lastModified: true,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', cacheControlFor(file, privateOnly));
    },
  });
}

export const FILE_NOT_FOUND_MESSAGE = 'File not found';

const fileNotFound: RequestHandler = (_req, res) => {
  res.status(404).set('cache-control', 'no-store').json({ message: FILE_NOT_FOUND_MESSAGE });
};

/** The build folder of one remote: `<remotesDir>/mfe-<name>/dist`. */
export const remoteDist = (remotesDir: string, name: RemoteName): string =>
  path.join(remotesDir, `mfe-${name}`, 'dist');

/**
 * `/remotes/<name>/*`: each known remote's build folder; the admin remote only behind
 * `requireAdmin` (401 otherwise, before anything about the file is revealed). Every other name
 * and every missing file is 404 JSON.
 */
export function remoteFiles(remotesDir: string, requireAdmin: RequestHandler): Router {
  const router = express.Router();
  for (const name of REMOTE_NAMES) {
    const guarded = ADMIN_ONLY.has(name);
    const handlers = [buildFolder(remoteDist(remotesDir, name), guarded), fileNotFound];
    if (guarded) router.use(`/${name}`, requireAdmin, ...handlers);
    else router.use(`/${name}`, ...handlers);
  }
  router.use(fileNotFound);
  return router;
}
