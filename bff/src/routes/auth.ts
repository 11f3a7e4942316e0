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
import { adminOf, requireAdmin, sessionCookieOf } from '../auth/require-admin';
import type { SessionChecker } from '../auth/session-check';
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
}

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

/** `/api/login`, `/api/logout`, `/api/auth/user` (spec sections 6 and 7). */
export function authRoutes({ services, sessions, jwtSecret, logger }: AuthRouteOptions): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 10 });

  router.get('/login', (_req, res) => sendPage(res, 200));

  router.post('/login', form, async (req, res) => {
    const json = wantsJson(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email.trim().slice(0, 254) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 1024) : '';
    const fail = (status: number, message: string) => {
      if (json) res.status(status).json({ message });
      else sendPage(res, status, message, email);
    };
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
    if (answer.status === 401 || answer.status === 400) return fail(401, LOGIN_FAILED_MESSAGE);
    if (answer.status === 429) {
      const { message } = (answer.body ?? {}) as { message?: unknown };
      return fail(429, typeof message === 'string' ? message : LOGIN_THROTTLED_MESSAGE);
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

  const logout = async (req: Request, res: Response) => {
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
    res.redirect(303, '/');
  };
  router.get('/logout', logout);
  router.post('/logout', logout);

  router.get('/auth/user', requireAdmin(jwtSecret, sessions), (req, res) => {
    res.set('cache-control', 'no-store');
    const { id, email, name } = adminOf(req);
    res.json({ id, email, name });
  });

  return router;
}
