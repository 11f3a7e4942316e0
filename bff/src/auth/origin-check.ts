import type { Request, RequestHandler } from 'express';
import { hasSessionCookie } from './auth-cookies';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginPolicy {
  /** PUBLIC_ORIGIN; when unset the request's own `${protocol}://${host}` is the site's origin. */
  publicOrigin: string | undefined;
  /** Extra origins accepted outside production. */
  devOrigins: string[];
}

export const siteOrigin = (req: Request, policy: OriginPolicy): string =>
  policy.publicOrigin ?? `${req.protocol}://${req.host}`;

/**
 * Whether the request comes from the site's own pages.
 *
 * - `Origin` present: it must be the site's own origin (or a DEV_ORIGINS entry in development).
 * - No `Origin`, or `Origin: null`: `Sec-Fetch-Site` must be `same-origin`.
 * - Neither header: refused when the session cookie is present (every current browser sends one
 *   of them, so this is not a browser acting for the admin); allowed without the cookie, which
 *   is what a non-browser client such as curl or a script sends.
 */
function fromSite(req: Request, policy: OriginPolicy): boolean {
  // `Origin: null` (sent under a no-referrer policy, or by sandboxed frames) names no site:
  // the request is then judged by Sec-Fetch-Site like one without an Origin.
  const rawOrigin = req.get('origin');
  const origin = rawOrigin === 'null' ? undefined : rawOrigin;
  const fetchSite = req.get('sec-fetch-site');
  if (origin !== undefined) {
    return origin === siteOrigin(req, policy) || policy.devOrigins.includes(origin);
  }
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  return !hasSessionCookie(req) && rawOrigin === undefined;
}

const forbidden: RequestHandler = (_req, res) => {
  res.status(403).json({ message: 'Forbidden' });
};

/**
 * Cross-site request forgery guard, on top of the SameSite=Strict cookie: every state-changing
 * request that carries the session cookie must come from the site, whatever its path.
 */
export function originCheck(policy: OriginPolicy): RequestHandler {
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method) || !hasSessionCookie(req)) return next();
    if (fromSite(req, policy)) return next();
    forbidden(req, res, next);
  };
}

/**
 * The same guard for routes that change state without needing the cookie: signing in (so another
 * site cannot sign a visitor in to an account of its choosing) and signing out. Mounted on the
 * route itself, so it holds for every spelling that reaches the route (Express matches paths
 * case-insensitively and with or without a trailing slash).
 */
export function requireSiteOrigin(policy: OriginPolicy): RequestHandler {
  return (req, res, next) => {
    if (fromSite(req, policy)) return next();
    forbidden(req, res, next);
  };
}
