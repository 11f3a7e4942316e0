import type { AdminUser } from '@reedmere/contracts';
import { UNAUTHORIZED_MESSAGE } from '@reedmere/service-kit';
import type { Request, RequestHandler } from 'express';
import { requestIdOf } from '../service-call';
import type { SessionChecker } from './session-check';
import { SESSION_COOKIE, verifySessionToken } from './session-token';

/** The signed-in admin, set by requireAdmin. */
export const adminOf = (req: Request): AdminUser => req.res!.locals.admin as AdminUser;

/** The session cookie's raw value, if any. */
export const sessionCookieOf = (req: Request): string | undefined => {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * Admin routes: a valid token (HS256, our issuer and audience, not expired) whose identity
 * session is still live, for the same user. Anything else is 401 `{"message":"Unauthorized"}`.
 */
export function requireAdmin(secret: string, sessions: SessionChecker): RequestHandler {
  return async (req, res, next) => {
    const token = sessionCookieOf(req);
    const claims = token ? verifySessionToken(token, secret) : null;
    const user = claims ? await sessions.check(claims.sid, requestIdOf(req)) : null;
    if (!claims || !user || user.id !== claims.sub) {
      res.status(401).json({ message: UNAUTHORIZED_MESSAGE });
      return;
    }
    res.locals.admin = user;
    next();
  };
}
