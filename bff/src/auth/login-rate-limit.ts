import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { rateLimitStore } from '../routes/rate-limit-store';

export interface LoginRateLimit {
  /** Failed sign-ins one address may make, whatever accounts they name, within the window. */
  limit: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { limit: 10, windowMs: 15 * 60 * 1000 };

export const loginRateLimitedMessage = (windowMs: number): string => {
  const minutes = Math.ceil(windowMs / 60_000);
  return `Too many sign-in attempts from this address. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
};

/**
 * Per client address (req.ip, so TRUST_PROXY decides whether X-Forwarded-For counts), across
 * every account: identity throttles each (email, address) pair and each account, but a new email
 * per guess would get past both while costing a password hash each. Successful sign-ins do not
 * count. Refused here, a request never reaches identity: no hash, no write. The workers of
 * one BFF share one count; separate BFF machines count their own. A sign-in from a browser known to the account it names (`exempt`) is neither
 * counted nor refused here: identity holds it to that device's own budget instead, so failures
 * from other clients behind the same address cannot lock its owner out.
 */
export function loginRateLimit(
  settings: LoginRateLimit,
  refuse: (req: Request, res: Response, message: string) => void,
  exempt: (req: Request) => boolean = () => false,
): RequestHandler {
  const message = loginRateLimitedMessage(settings.windowMs);
  return rateLimit({
    windowMs: settings.windowMs,
    limit: settings.limit,
    store: rateLimitStore('sign-in-per-address'),
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Without TRUST_PROXY a client's own X-Forwarded-For is deliberately ignored, not a mistake.
    validate: { xForwardedForHeader: false },
    skip: exempt,
    handler: (req, res) => refuse(req, res, message),
  });
}
