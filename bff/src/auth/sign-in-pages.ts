import type { Request, Response } from 'express';
import { LOGIN_PAGE_CSP, renderLoginPage, type LoginPageOptions } from './login-page';

/** A JSON caller (fetch with a JSON body) gets JSON; a browser form post gets the page. */
export const wantsJson = (req: Request): boolean =>
  req.is('application/json') === 'application/json';

/** One of the sign-in pages, with their CSP, never stored. */
export function sendAuthPage(res: Response, status: number, html: string): void {
  res
    .status(status)
    .set('content-security-policy', LOGIN_PAGE_CSP)
    .set('cache-control', 'no-store')
    .type('html')
    .send(html);
}

export function sendLoginPage(res: Response, status: number, options: LoginPageOptions = {}): void {
  sendAuthPage(res, status, renderLoginPage(options));
}

/**
 * A refused step of a sign-in: JSON for a JSON caller, else `page` (by default the sign-in page
 * again with the message).
 */
export function sendFailure(
  req: Request,
  res: Response,
  status: number,
  message: string,
  page: () => string = () => renderLoginPage({ error: message }),
): void {
  if (wantsJson(req)) res.status(status).json({ message });
  else sendAuthPage(res, status, page());
}

/** Identity's own Retry-After (throttling, busy), passed on to the client. */
export function passRetryAfter(res: Response, headers: Headers): void {
  const retryAfter = headers.get('retry-after');
  if (retryAfter && /^\d{1,6}$/.test(retryAfter)) res.set('retry-after', retryAfter);
}
