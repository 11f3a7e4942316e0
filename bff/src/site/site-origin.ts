import type { Request, Response } from 'express';

/** The site's own origin: PUBLIC_ORIGIN, else the request's (its scheme per the trusted proxy). */
export const siteOrigin = (req: Request, publicOrigin: string | undefined): string =>
  publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/** For an answer whose URLs are on PUBLIC_ORIGIN: any cache may keep it for an hour. */
export const PUBLIC_ORIGIN_CACHE_CONTROL = 'public, max-age=3600';
/** For an answer whose URLs echo the request's Host: only the asker's own cache may keep it. */
export const REQUEST_ORIGIN_CACHE_CONTROL = 'private, max-age=3600';

/**
 * The caching of an answer that spells absolute URLs with siteOrigin. Without PUBLIC_ORIGIN those
 * URLs come from the Host header, which anyone can set: a shared cache keeping them would serve
 * one caller's host to everybody.
 */
export function setOriginCaching(res: Response, publicOrigin: string | undefined): void {
  if (publicOrigin) {
    res.set('cache-control', PUBLIC_ORIGIN_CACHE_CONTROL);
    return;
  }
  res.set('cache-control', REQUEST_ORIGIN_CACHE_CONTROL).vary('host');
}
