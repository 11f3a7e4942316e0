import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

export const SERVICE_TOKEN_HEADER = 'x-service-token';

/**
 * Services are internal: when a token is configured, only callers that hold it (the BFF, the
 * seeding job) are answered. Compared in constant time.
 */
export function requireServiceToken(token: string | undefined): RequestHandler {
  const expected = token ? Buffer.from(token) : undefined;
  return (req, res, next) => {
    if (!expected) return next();
    const given = Buffer.from(req.get(SERVICE_TOKEN_HEADER) ?? '');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return next();
    res.status(403).json({ message: 'Forbidden' });
  };
}
