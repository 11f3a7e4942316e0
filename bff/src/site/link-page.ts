import type { Request, Response } from 'express';
import { AUTH_PAGE_CSP } from '../auth/auth-page-style';
import { NO_STORE } from '../no-store';

/**
 * A page behind a link in an e-mail (an alert's, an invitation's): never kept, never indexed, and
 * since its address holds the link's secret, not passed on to other sites as a referrer.
 */
export function sendLinkPage(res: Response, status: number, html: string): void {
  res
    .status(status)
    .set('content-security-policy', AUTH_PAGE_CSP)
    .set('cache-control', NO_STORE)
    .set('referrer-policy', 'no-referrer')
    .set('x-robots-tag', 'noindex')
    .type('html')
    .send(html);
}

/** The link's one `token`; anything else (none, repeated) is a link that does not work. */
export const tokenOf = (req: Request): string | undefined =>
  typeof req.query.token === 'string' && req.query.token !== '' ? req.query.token : undefined;
