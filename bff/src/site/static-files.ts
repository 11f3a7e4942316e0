import { stat } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import { REMOTE_NAMES, type RemoteName } from '@reedmere/contracts';
import type { Logger } from '@reedmere/service-kit';
import { leaveOffDocumentOnlyHeaders } from './document-only-headers';
import { upstreamProxy } from './upstream-proxy';

/** The remotes whose files only a signed-in admin may fetch. */
const ADMIN_ONLY: ReadonlySet<RemoteName> = new Set(['admin']);

/**
 * A deployed build's folder name: the UTC time of the build and a short hash of its files
 * (`20261122T061500Z-3f9a0c1d`). Nothing else under a remote's deploy folder is ever served.
 */
const BUILD_ID = /^\d{8}T\d{6}Z-[0-9a-f]{8}$/;

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
  return privateOnly ? privately(value) : value;
}

/** The same policy for shared caches' eyes only: `public, max-age=1` -> `private, max-age=1`. */
export function privately(value: string): string {
  if (/(?:^|,)\s*private\b/i.test(value)) return value;
  const rest = value.replace(/^\s*public\s*(?:,\s*)?/i, '');
  return rest ? `private, ${rest}` : 'private';
}

/** The files that name every other file of a build: always revalidated, whoever serves them. */
const ENTRY_FILES: ReadonlySet<string> = new Set([
  'mf-manifest.json',
  'remoteEntry.js',
  'index.html',
]);

/**
 * The cache-control of a file fetched from an upstream: the upstream's own (our rules when it
 * sends none), except that the entry files are always `no-cache`, so a redeployed build shows
 * on the next load whatever the upstream says.
 */
export function proxiedCacheControl(
  file: string,
  upstreamValue: string | undefined,
  privateOnly = false,
): string {
  const value = ENTRY_FILES.has(file) ? REVALIDATE : upstreamValue?.trim() || cacheControlFor(file);
  return privateOnly ? privately(value) : value;
}

/** A build's Brotli copy of a file sits beside it under the file's name and `.br`. */
const BROTLI_COPY = '.br';

/** Whether the file `requestPath` names under `root` has a Brotli copy beside it. */
function hasBrotliCopy(root: string, requestPath: string, answer: (has: boolean) => void): void {
  let file: string;
  try {
    file = path.join(root, decodeURIComponent(requestPath));
  } catch {
    return answer(false);
  }
  // Outside the folder, the folder itself or a name no file can have (a NUL byte): the file
  // server refuses it as it would anyway.
  if (!file.startsWith(root + path.sep) || file.includes('\0')) return answer(false);
  stat(file + BROTLI_COPY, (error, copy) => answer(!error && copy.isFile()));
}

/**
 * express.static with the rules every build folder shares: no directory listings or index files,
 * no redirects to a trailing slash, dotfiles invisible, and a missing file (or `..`, or a
 * directory) falls through to the next handler, which answers a plain 404.
 *
 * A production build writes a Brotli copy of each text file worth compressing, at a quality no
 * server can afford per response (mf-build's `brotliCopyPlugins`). A browser that accepts Brotli
 * is sent that copy as the file it asked for (its type, `Content-Encoding: br`); any other request,
 * or a file with no copy, gets the file itself, compressed on the way as before. The copy is
 * looked for on each request, so a build deployed while the site runs is served the same way, and
 * is never served under its own name.
 */
export function buildFolder(root: string, privateOnly = false): RequestHandler {
  const folder = path.resolve(root);
  const files = express.static(folder, {
    dotfiles: 'ignore',
    index: false,
    redirect: false,
    fallthrough: true,
    etag: true,
    lastModified: true,
    setHeaders: (res, sent) => {
      const file = sent.endsWith(BROTLI_COPY) ? sent.slice(0, -BROTLI_COPY.length) : sent;
      res.setHeader('cache-control', cacheControlFor(file, privateOnly));
      leaveOffDocumentOnlyHeaders(res, file);
    },
  });
  return (req, res, next) => {
    if (req.path.endsWith(BROTLI_COPY)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return files(req, res, next);
    hasBrotliCopy(folder, req.path, (has) => {
      if (!has) return files(req, res, next);
      res.vary('Accept-Encoding');
      if (req.acceptsEncodings('br') !== 'br') return files(req, res, next);
      const asked = req.url;
      const query = asked.indexOf('?');
      res.type(path.extname(req.path));
      res.setHeader('content-encoding', 'br');
      req.url = req.path + BROTLI_COPY + (query >= 0 ? asked.slice(query) : '');
      files(req, res, (error?: unknown) => {
        // The copy went between the look and the send: the file itself, as if it had none.
        req.url = asked;
        res.removeHeader('content-encoding');
        res.removeHeader('content-type');
        if (error) return next(error);
        files(req, res, next);
      });
    });
  };
}

export const FILE_NOT_FOUND_MESSAGE = 'File not found';

const fileNotFound: RequestHandler = (_req, res) => {
  res.status(404).set('cache-control', 'no-store').json({ message: FILE_NOT_FOUND_MESSAGE });
};

/** The build folder of one remote: `<remotesDir>/mfe-<name>/dist`. */
export const remoteDist = (remotesDir: string, name: RemoteName): string =>
  path.join(remotesDir, `mfe-${name}`, 'dist');

export interface RemoteFilesOptions {
  /** `<remotesDir>/mfe-<name>/dist` is each remote's default build folder. */
  remotesDir: string;
  /** The remotes this site serves; any other answers 404 here. */
  serves: (name: RemoteName) => boolean;
  requireAdmin: RequestHandler;
  /** Remotes served by their own server (production): `/remotes/<name>/*` is proxied there. */
  upstreams?: Partial<Record<RemoteName, string>>;
  /** Deployed builds: `/remotes/<name>/<build id>/*` from `<deploysDir>/<name>/<build id>`. */
  deploysDir?: string;
  /** How long an upstream may take to answer. Default 5 s. */
  upstreamTimeoutMs?: number;
  logger?: Logger;
}

export const remoteUnavailableMessage = (name: RemoteName): string =>
  `Remote ${name} is unavailable`;

/**
 * Only paths whose first segment is a build id reach a remote's deploy folder, so nothing else
 * kept there (a build in progress, reports) is ever served.
 */
function deployedBuilds(
  deploysDir: string,
  name: RemoteName,
  privateOnly: boolean,
): RequestHandler {
  const files = buildFolder(path.join(deploysDir, name), privateOnly);
  return (req, res, next) => {
    const first = req.path.split('/')[1] ?? '';
    if (!BUILD_ID.test(first)) return next();
    return files(req, res, next);
  };
}

/**
 * `/remotes/<name>/*`: each known remote's files, from (in this order) a deployed build folder
 * when the path starts with a build id, then the remote's upstream server when it has one, else
 * its default build folder. The admin remote only behind `requireAdmin` (401 otherwise, before
 * anything about the file is revealed). Every other name and every missing file is 404 JSON.
 */
export function remoteFiles(options: RemoteFilesOptions): Router {
  const router = express.Router();
  for (const name of REMOTE_NAMES.filter(options.serves)) {
    const guarded = ADMIN_ONLY.has(name);
    const upstream = options.upstreams?.[name];
    const handlers: RequestHandler[] = [];
    if (guarded) handlers.push(options.requireAdmin);
    if (options.deploysDir) handlers.push(deployedBuilds(options.deploysDir, name, guarded));
    handlers.push(
      upstream
        ? upstreamProxy({
            upstream,
            timeoutMs: options.upstreamTimeoutMs ?? 5000,
            unavailableMessage: remoteUnavailableMessage(name),
            cacheControl: (file, value) => proxiedCacheControl(file, value, guarded),
            logger: options.logger,
          })
        : buildFolder(remoteDist(options.remotesDir, name), guarded),
      fileNotFound,
    );
    router.use(`/${name}`, ...handlers);
  }
  router.use(fileNotFound);
  return router;
}

export const SHELL_UNAVAILABLE_MESSAGE = 'The site is unavailable';

/** The shell's own files: from its upstream server when SHELL_UPSTREAM is set, else its build. */
export function shellFiles(options: {
  siteDir: string;
  upstream?: string;
  upstreamTimeoutMs?: number;
  logger?: Logger;
}): RequestHandler {
  if (!options.upstream) return buildFolder(options.siteDir);
  return upstreamProxy({
    upstream: options.upstream,
    timeoutMs: options.upstreamTimeoutMs ?? 5000,
    unavailableMessage: SHELL_UNAVAILABLE_MESSAGE,
    cacheControl: (file, value) => proxiedCacheControl(file, value),
    logger: options.logger,
  });
}
