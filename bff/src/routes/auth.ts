import express, { type Request, type Response, type Router } from 'express';
import { ServiceUnavailableError, type Logger } from '@reedmere/service-kit';
import { accountRoutes } from '../auth/account-routes';
import type { AuthContext } from '../auth/auth-context';
import { clearCookie, readCookie } from '../auth/auth-cookies';
import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_MISSING_MESSAGE,
  LOGIN_THROTTLED_MESSAGE,
  renderLoginPage,
  signedOutIdleMessage,
} from '../auth/login-page';
import {
  DEFAULT_LOGIN_RATE_LIMIT,
  loginRateLimit,
  type LoginRateLimit,
} from '../auth/login-rate-limit';
import { LOGOUT_PAGE_CSP, renderLogoutPage } from '../auth/logout-page';
import { requireSiteOrigin, type OriginPolicy } from '../auth/origin-check';
import { adminOf, requireAdmin, userAnswer } from '../auth/require-admin';
import { staffGuard } from '../auth/staff-guard';
import { secondFactorSignInRoutes } from '../auth/second-factor-sign-in-routes';
import type { SessionChecker } from '../auth/session-check';
import { verifySessionToken } from '../auth/session-token';
import {
  holdPendingSignIn,
  isPending,
  isSignedIn,
  knownDevice,
  pendingSignIn,
  startSession,
} from '../auth/sign-in-completion';
import { noticeOf, relaySignInNotice } from '../auth/sign-in-notice-relay';
import { sendFailure, sendLoginPage, passRetryAfter, wantsJson } from '../auth/sign-in-pages';
import { requestIdOf, UNAVAILABLE_MESSAGES } from '../service-call';
import type { Services } from '../services';

/** The sign-in page: `GET /api/login`. */
const LOGIN_PATH = '/api/login';

export interface AuthRouteOptions {
  services: Services;
  sessions: SessionChecker;
  jwtSecret: string;
  logger: Logger;
  /** Failed sign-ins per client address across accounts; default 10 per 15 minutes. */
  loginRateLimit?: LoginRateLimit;
  /** Who may sign in and out: the site's own pages (and scripts that send no cookie). */
  originPolicy: OriginPolicy;
  /** Production: the sign-in cookies are always Secure and `__Host-` prefixed. */
  production?: boolean;
}

export const LOGGED_OUT_MESSAGE = 'Signed out.';

/** The email of a sign-in's body, trimmed and bounded; '' when there is none. */
const emailOf = (req: Request): string => {
  const email = (req.body as Record<string, unknown> | undefined)?.email;
  return typeof email === 'string' ? email.trim().slice(0, 254) : '';
};

/**
 * The sign-in page. Opened with the cookie of a session that ended because it was not used, it
 * says so (and the cookie goes).
 */
async function signInPage(context: AuthContext, req: Request, res: Response): Promise<void> {
  const token = readCookie(req, 'session', context.production);
  const claims = token ? verifySessionToken(token, context.jwtSecret) : null;
  if (!claims) return sendLoginPage(res, 200);
  const found = await context.sessions.state(claims.sid, requestIdOf(req)).catch(() => undefined);
  if (found?.state !== 'idle') return sendLoginPage(res, 200);
  clearCookie(req, res, 'session', context.production);
  sendLoginPage(res, 200, { notice: signedOutIdleMessage(found.minutes) });
}

/**
 * `/api/login` (and its second step), `/api/logout`, `/api/auth/user`, and the signed-in admin's
 * own sessions, password and second factor under `/api/auth/`.
 */
export function authRoutes({
  services,
  sessions,
  jwtSecret,
  logger,
  loginRateLimit: rateLimitSettings = DEFAULT_LOGIN_RATE_LIMIT,
  originPolicy,
  production = false,
}: AuthRouteOptions): Router {
  const context: AuthContext = { services, sessions, jwtSecret, logger, production };
  const router = express.Router();
  const fromSite = requireSiteOrigin(originPolicy);
  const form = express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 10 });
  const perAddress = loginRateLimit(
    rateLimitSettings,
    (req, res, message) => sendFailure(req, res, 429, message),
    // A browser known to the account it signs in to is held to its own budget by identity.
    (req) => knownDevice(context, req, emailOf(req) || pendingSignIn(context, req)?.email) !== null,
  );
  // The person's own account: every role.
  const account = staffGuard(requireAdmin(jwtSecret, sessions, production))({ account: true });

  router.get('/login', (req, res) => signInPage(context, req, res));

  router.post('/login', fromSite, form, perAddress, async (req, res) => {
    const json = wantsJson(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const email = emailOf(req);
    const password = typeof body.password === 'string' ? body.password.slice(0, 1024) : '';
    const fail = (status: number, message: string) =>
      sendFailure(req, res, status, message, () => renderLoginPage({ error: message, email }));
    if (!email || !password) return fail(400, LOGIN_MISSING_MESSAGE);

    const device = knownDevice(context, req, email);
    let answer;
    try {
      answer = await services.identity.request('POST', '/login', {
        body: {
          email,
          password,
          address: req.ip,
          userAgent: (req.get('user-agent') ?? '').slice(0, 512),
          ...(device && { device: { id: device.id, userId: device.userId } }),
        },
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
    if (answer.status === 200 && isPending(answer.body)) {
      holdPendingSignIn(context, req, res, answer.body, email);
      res.set('cache-control', 'no-store');
      if (json) res.json({ step: answer.body.step });
      else res.redirect(303, `/api/login/${answer.body.step}`);
      return;
    }
    if (answer.status !== 200 || !isSignedIn(answer.body)) {
      logger.error('identity answered a sign-in unexpectedly', { status: answer.status });
      return fail(503, UNAVAILABLE_MESSAGES.signIn);
    }
    startSession(context, req, res, answer.body);
    const { user } = answer.body;
    if (json) res.json(userAnswer(user));
    else res.redirect(303, '/admin');
  });

  router.use(secondFactorSignInRoutes(context, { fromSite, form, perAddress }));

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
    const token = readCookie(req, 'session', production);
    const claims = token ? verifySessionToken(token, jwtSecret) : null;
    if (claims) {
      sessions.forget(claims.sid);
      try {
        const answer = await services.identity.request('DELETE', '/sessions/current', {
          headers: { 'x-session-id': claims.sid },
          requestId: requestIdOf(req),
        });
        if (answer.status !== 204 && answer.status !== 404) {
          logger.warn('session revocation failed', { status: answer.status });
        }
      } catch (error) {
        // The cookie is still cleared; the session dies at its expiry.
        logger.warn('session revocation failed', { message: (error as Error).message });
      }
    }
    clearCookie(req, res, 'session', production);
    res.set('cache-control', 'no-store');
    // The admin panel signs out with fetch and then navigates itself; a form post is sent to the
    // sign-in page (the admin site has no other page for someone signed out).
    if (req.accepts(['html', 'json']) === 'json')
      res.status(200).json({ message: LOGGED_OUT_MESSAGE });
    else res.redirect(303, LOGIN_PATH);
  });

  router.get('/auth/user', ...account, (req, res) => {
    res.set('cache-control', 'no-store');
    res.json(userAnswer(adminOf(req)));
  });

  router.use(accountRoutes(context, account));

  return router;
}
