import express, { type Request, type Response, type Router } from 'express';
import type { AdminUser } from '@reedmere/contracts';
import { ServiceUnavailableError } from '@reedmere/service-kit';
import type { Logger } from '@reedmere/service-kit';
import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_MISSING_MESSAGE,
  LOGIN_PAGE_CSP,
  LOGIN_THROTTLED_MESSAGE,
  renderLoginPage,
} from '../auth/login-page';
import {
  DEFAULT_LOGIN_RATE_LIMIT,
  loginRateLimit,
  type LoginRateLimit,
} from '../auth/login-rate-limit';
import { requireSiteOrigin, type OriginPolicy } from '../auth/origin-check';
import { LOGOUT_PAGE_CSP, renderLogoutPage } from '../auth/logout-page';
import { adminOf, requireAdmin, sessionCookieOf } from '../auth/require-admin';
import type { SessionChecker } from '../auth/session-check';
import { noticeOf, relaySignInNotice } from '../auth/sign-in-notice-relay';
import {
  SESSION_COOKIE,
  SESSION_LIFETIME_SECONDS,
  signSessionToken,
  verifySessionToken,
} from '../auth/session-token';
import { requestIdOf, UNAVAILABLE_MESSAGES } from '../service-call';
import type { Services } from '../services';

export interface AuthRouteOptions {
  services: Services;
  sessions: SessionChecker;
  jwtSecret: string;
  logger: Logger;
  /** Failed sign-ins per client address across accounts; default 10 per 15 minutes. */
  loginRateLimit?: LoginRateLimit;
  /** Who may sign in and out: the site's own pages (and scripts that send no cookie). */
  originPolicy: OriginPolicy;
}

export const LOGGED_OUT_MESSAGE = 'Signed out.';

interface LoginAnswer {
  user: AdminUser;
  sessionId: string;
}

const cookieOptions = (req: Request) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: '/',
  // Behind TLS (directly, or a trusted proxy that says so) the cookie never travels in clear.
  secure: req.secure,
});

/** A JSON caller (fetch with a JSON body) gets JSON; a browser form post gets the page. */
const wantsJson = (req: Request): boolean => req.is('application/json') === 'application/json';

function sendPage(res: Response, status: number, error?: string, email?: string): void {
  res
    .status(status)
    .set('content-security-policy', LOGIN_PAGE_CSP)
    .set('cache-control', 'no-store')
    .type('html')
    .send(renderLoginPage({ error, email }));
}

/** A refused sign-in: JSON for a JSON caller, else the page again with the message. */
function sendFailure(req: Request, res: Response, status: number, message: string, email = '') {
  if (wantsJson(req)) res.status(status).json({ message });
  else sendPage(res, status, message, email);
}

/** Identity's own Retry-After (throttling, busy), passed on to the client. */
function passRetryAfter(res: Response, headers: Headers): void {
  const retryAfter = headers.get('retry-after');
  if (retryAfter && /^\d{1,6}$/.test(retryAfter)) res.set('retry-after', retryAfter);
}

/** `/api/login`, `/api/logout`, `/api/auth/user`. */
export function authRoutes({
  services,
  sessions,
  jwtSecret,
  logger,
  loginRateLimit: rateLimitSettings = DEFAULT_LOGIN_RATE_LIMIT,
  originPolicy,
}: AuthRouteOptions): Router {
  const router = express.Router();
  const fromSite = requireSiteOrigin(originPolicy);
  const form = express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 10 });
  const perAddress = loginRateLimit(rateLimitSettings, (req, res, message) =>
    sendFailure(req, res, 429, message),
  );

  router.get('/login', (_req, res) => sendPage(res, 200));

  router.post('/login', fromSite, perAddress, form, async (req, res) => {
    const json = wantsJson(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email.trim().slice(0, 254) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 1024) : '';
    const fail = (status: number, message: string) => sendFailure(req, res, status, message, email);
    if (!email || !password) return fail(400, LOGIN_MISSING_MESSAGE);

    let answer;
    try {
      answer = await services.identity.request<LoginAnswer>('POST', '/login', {
        body: { email, password, address: req.ip },
        requestId: requestIdOf(req),
      });
    } catch (error) {
      if (error instanceof ServiceUnavailableError) return fail(503, UNAVAILABLE_MESSAGES.signIn);
      throw error;
    }
    if (answer.status === 401 || answer.status === 400) {
      const notice = noticeOf(answer.body);
      if (notice) relaySignInNotice(services.content, notice, logger, requestIdOf(req));
      return fail(401, LOGIN_FAILED_MESSAGE);
    }
    if (answer.status === 429) {
      passRetryAfter(res, answer.headers);
      const { message } = (answer.body ?? {}) as { message?: unknown };
      return fail(429, typeof message === 'string' ? message : LOGIN_THROTTLED_MESSAGE);
    }
    if (answer.status === 503) {
      // Busy hashing other sign-ins, or its database is down: the visitor's remedy is the same.
      passRetryAfter(res, answer.headers);
      return fail(503, UNAVAILABLE_MESSAGES.signIn);
    }
    if (answer.status !== 200 || !answer.body?.user || !answer.body.sessionId) {
      logger.error('identity answered a sign-in unexpectedly', { status: answer.status });
      return fail(503, UNAVAILABLE_MESSAGES.signIn);
    }

    const { user, sessionId } = answer.body;
    const token = signSessionToken(user, sessionId, jwtSecret);
    res.cookie(SESSION_COOKIE, token, {
      ...cookieOptions(req),
      maxAge: SESSION_LIFETIME_SECONDS * 1000,
    });
    res.set('cache-control', 'no-store');
    if (json) res.json({ id: user.id, email: user.email, name: user.name });
    else res.redirect(303, '/admin');
  });

  // A GET changes nothing (links, images and prefetches elsewhere can make one): it asks.
  router.get('/logout', (_req, res) => {
    res
      .status(200)
      .set('content-security-policy', LOGOUT_PAGE_CSP)
      .set('cache-control', 'no-store')
      .type('html')
      .send(renderLogoutPage());
  });

  router.post('/logout', fromSite, async (req, res) => {
    const token = sessionCookieOf(req);
    const claims = token ? verifySessionToken(token, jwtSecret) : null;
    if (claims) {
      sessions.forget(claims.sid);
      try {
        const answer = await services.identity.request(
          'DELETE',
          `/sessions/${encodeURIComponent(claims.sid)}`,
          { requestId: requestIdOf(req) },
        );
        if (answer.status !== 204 && answer.status !== 404) {
          logger.warn('session revocation failed', { status: answer.status });
        }
      } catch (error) {
        // The cookie is still cleared; the session dies at its expiry.
        logger.warn('session revocation failed', { message: (error as Error).message });
      }
    }
    res.clearCookie(SESSION_COOKIE, cookieOptions(req));
    res.set('cache-control', 'no-store');
    // The admin panel signs out with fetch and then navigates itself; a form post is redirected.
    if (req.accepts(['html', 'json']) === 'json')
      res.status(200).json({ message: LOGGED_OUT_MESSAGE });
    else res.redirect(303, '/');
  });

  router.get('/auth/user', requireAdmin(jwtSecret, sessions), (req, res) => {
    res.set('cache-control', 'no-store');
    const { id, email, name } = adminOf(req);
    res.json({ id, email, name });
  });

  return router;
}
