import type { Request, RequestHandler } from 'express';
import { sessionCookieOf } from './require-admin';

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
 * Cross-site request forgery guard, on top of the SameSite=Strict cookie. It applies to every
 * state-changing request that carries the session cookie, and to every sign-in post (so another
 * site cannot sign a visitor in to an account of its choosing).
 *
 * - `Origin` present: it must be the site's own origin (or a DEV_ORIGINS entry in development).
 * - No `Origin`, or `Origin: null`: `Sec-Fetch-Site` must be `same-origin`.
 * - Neither header: refused when the session cookie is present (every current browser sends one
 *   of them, so this is not a browser acting for the admin); allowed for a sign-in post without
 *   the cookie, which is what a non-browser client such as curl or a script sends.
 */
export function originCheck(policy: OriginPolicy): RequestHandler {
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const hasCookie = sessionCookieOf(req) !== undefined;
    const isLogin = req.path === '/api/login';
    if (!hasCookie && !isLogin) return next();

    // `Origin: null` (sent under a no-referrer policy, or by sandboxed frames) names no site:
    // the request is then judged by Sec-Fetch-Site like one without an Origin.
    const rawOrigin = req.get('origin');
    const origin = rawOrigin === 'null' ? undefined : rawOrigin;
    const fetchSite = req.get('sec-fetch-site');
    let allowed: boolean;
    if (origin !== undefined) {
      allowed = origin === siteOrigin(req, policy) || policy.devOrigins.includes(origin);
    } else if (fetchSite !== undefined) {
      allowed = fetchSite === 'same-origin';
    } else {
      allowed = !hasCookie && rawOrigin === undefined;
    }
    if (allowed) return next();
    res.status(403).json({ message: 'Forbidden' });
  };
}
