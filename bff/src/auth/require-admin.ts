import type { AdminUser } from '@reedmere/contracts';
import { UNAUTHORIZED_MESSAGE } from '@reedmere/service-kit';
import type { Request, RequestHandler } from 'express';
import { requestIdOf } from '../service-call';
import { readCookie } from './auth-cookies';
import type { SessionChecker } from './session-check';
import { verifySessionToken } from './session-token';

/** The signed-in admin, set by requireAdmin. */
export const adminOf = (req: Request): AdminUser => req.res!.locals.admin as AdminUser;

/** A person as the API answers them: who they are and their rights, nothing else. */
export const userAnswer = ({ id, email, name, role, divisions }: AdminUser): AdminUser => ({
  id,
  email,
  name,
  role,
  divisions,
});

/** The identity session id of the signed-in admin, set by requireAdmin. */
export const sessionIdOf = (req: Request): string => req.res!.locals.sessionId as string;

/**
 * Admin routes: a valid token (HS256, our issuer and audience, with an expiry not passed) in the
 * session cookie this request's scheme uses, whose identity session is still live, for the same
 * user. Anything else is 401 `{"message":"Unauthorized"}`.
 */
export function requireAdmin(
  secret: string,
  sessions: SessionChecker,
  production = false,
): RequestHandler {
  return async (req, res, next) => {
    const token = readCookie(req, 'session', production);
    const claims = token ? verifySessionToken(token, secret) : null;
    const user = claims ? await sessions.check(claims.sid, requestIdOf(req)) : null;
    if (!claims || !user || user.id !== claims.sub) {
      res.status(401).json({ message: UNAUTHORIZED_MESSAGE });
      return;
    }
    res.locals.admin = user;
    res.locals.sessionId = claims.sid;
    next();
  };
}
