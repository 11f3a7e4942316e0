import jwt from 'jsonwebtoken';

export const TOKEN_ISSUER = 'reedmere-bff';

/**
 * An HS256 token for one purpose (its audience), with a lifetime. Each kind of token the BFF
 * signs has its own audience, so one can never stand in for another.
 */
export function signToken(
  claims: Record<string, unknown>,
  secret: string,
  options: { audience: string; subject: string; lifetimeSeconds: number },
): string {
  return jwt.sign(claims, secret, {
    algorithm: 'HS256',
    subject: options.subject,
    issuer: TOKEN_ISSUER,
    audience: options.audience,
    expiresIn: options.lifetimeSeconds,
  });
}

/**
 * The claims of a valid token for the audience, or null. The algorithm is pinned so a token that
 * names another one (`none`, or an asymmetric algorithm keyed with the secret) is never
 * accepted, and a token without an expiry (`exp`) or a subject is refused: every token this BFF
 * signs has both.
 */
export function verifyToken(
  token: string,
  secret: string,
  audience: string,
): (Record<string, unknown> & { sub: string; exp: number }) | null {
  try {
    const claims = jwt.verify(token, secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience,
    });
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, exp } = claims as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof exp !== 'number') return null;
    return { ...(claims as Record<string, unknown>), sub, exp };
  } catch {
    return null;
  }
}
