import jwt from 'jsonwebtoken';
import type { AdminUser } from '@reedmere/contracts';

export const SESSION_COOKIE = 'reedmere_session';
export const TOKEN_ISSUER = 'reedmere-bff';
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
  return jwt.sign({ sid: sessionId, email: user.email, name: user.name }, secret, {
    algorithm: 'HS256',
    subject: user.id,
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    expiresIn: SESSION_LIFETIME_SECONDS,
  });
}

/**
 * The claims of a valid token, or null. The algorithm is pinned so a token that names another
 * one (`none`, or an asymmetric algorithm keyed with the secret) is never accepted.
 */
export function verifySessionToken(token: string, secret: string): SessionClaims | null {
  try {
    const claims = jwt.verify(token, secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, sid, email, name } = claims as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof sid !== 'string') return null;
    return {
      sub,
      sid,
      email: typeof email === 'string' ? email : '',
      name: typeof name === 'string' ? name : '',
    };
  } catch {
    return null;
  }
}
