import type { RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { rateLimitStore } from './rate-limit-store';

/** So many requests in a window. */
export interface Limit {
  limit: number;
  windowMs: number;
}

/**
 * Requests from one client address (req.ip: TRUST_PROXY decides whether X-Forwarded-For counts).
 * `name` tells this limiter's counts from every other's.
 */
export function perAddressLimit(
  { limit, windowMs }: Limit,
  name: string,
  message: string,
): RequestHandler {
  return rateLimit({
    limit,
    windowMs,
    store: rateLimitStore(name),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message });
    },
  });
}

/** The limits of a public form that names an e-mail address. */
export interface FormRateLimit {
  /** Sends per client address. */
  perAddress: Limit;
  /** Sends naming one e-mail address, from anywhere: a mailbox is not flooded. */
  perEmail: Limit;
}

const EMAIL_KEY = 'rateLimitedEmail';

/** Marks the e-mail address a request is counted against by `perEmailLimit` (as validated). */
export function countAgainstEmail(res: Response, email: string): void {
  res.locals[EMAIL_KEY] = email;
}

/**
 * Requests naming one e-mail address, from whatever client address: nobody floods a mailbox by
 * changing address. Runs after validation, which calls `countAgainstEmail`.
 */
export function perEmailLimit(
  { limit, windowMs }: Limit,
  scope: string,
  message: string,
): RequestHandler {
  return rateLimit({
    limit,
    windowMs,
    store: rateLimitStore(`${scope}-per-email`),
    standardHeaders: false,
    legacyHeaders: false,
    keyGenerator: (_req, res) => `${scope}:${String(res.locals[EMAIL_KEY])}`,
    handler: (_req, res) => {
      res.status(429).json({ message });
    },
  });
}
