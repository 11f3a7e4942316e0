import type { AdminUser } from '@reedmere/contracts';
import { signToken, verifyToken } from './signed-token';

export { TOKEN_ISSUER } from './signed-token';
export const TOKEN_AUDIENCE = 'reedmere-admin';
export const SESSION_LIFETIME_SECONDS = 8 * 60 * 60;

export interface SessionClaims {
  sub: string;
  /** The identity service's session id: revoking it kills the token. */
  sid: string;
  email: string;
  name: string;
}

export function signSessionToken(user: AdminUser, sessionId: string, secret: string): string {
  return signToken({ sid: sessionId, email: user.email, name: user.name }, secret, {
    audience: TOKEN_AUDIENCE,
    subject: user.id,
    lifetimeSeconds: SESSION_LIFETIME_SECONDS,
  });
}

/** The claims of a valid session token (see verifyToken), or null. */
export function verifySessionToken(token: string, secret: string): SessionClaims | null {
  const claims = verifyToken(token, secret, TOKEN_AUDIENCE);
  if (!claims || typeof claims.sid !== 'string') return null;
  const { sub, sid, email, name } = claims;
  return {
    sub,
    sid,
    email: typeof email === 'string' ? email : '',
    name: typeof name === 'string' ? name : '',
  };
}
