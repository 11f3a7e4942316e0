import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type Joi from 'joi';
import {
  HttpError,
  notFound,
  ServiceUnavailableError,
  UNAUTHORIZED_MESSAGE,
  validate,
} from '@reedmere/service-kit';
import { actingStaffOf, requestIdOf, unavailable, upstreamError } from '../service-call';
import {
  codeSchema,
  disableSchema,
  listedSessionIdSchema,
  passwordChangeSchema,
  setupSchema,
} from './account-schemas';
import type { AuthContext } from './auth-context';
import { qrCodeSvg } from './qr-code';
import { adminOf, sessionIdOf } from './require-admin';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Your other sessions were signed out.';
const SESSION_NOT_FOUND = 'Session not found';
const QR_LABEL = 'QR code to add this site to your authenticator app';

/**
 * The signed-in admin's own account: their sessions, their password and their second factor.
 * Identity answers as the user of the admin's session (named in a header, never in a path).
 */
export function accountRoutes(context: AuthContext, account: RequestHandler[]): Router {
  const { services, sessions } = context;
  const router = express.Router();

  async function call<T>(
    req: Request,
    res: Response,
    method: string,
    path: string,
    body?: object,
  ): Promise<T> {
    let answer;
    try {
      answer = await services.identity.request<T>(method, path, {
        ...(body && { body }),
        headers: { 'x-session-id': sessionIdOf(req) },
        requestId: requestIdOf(req),
        actingStaff: actingStaffOf(req),
      });
    } catch (error) {
      if (error instanceof ServiceUnavailableError) throw unavailable('signIn');
      throw error;
    }
    res.set('cache-control', 'no-store');
    if (answer.status >= 200 && answer.status < 300) return answer.body;
    // The session ended between the check and the call.
    if (answer.status === 401) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    const retryAfter = answer.headers.get('retry-after');
    if (
      (answer.status === 429 || answer.status === 503) &&
      retryAfter &&
      /^\d{1,6}$/.test(retryAfter)
    ) {
      res.set('retry-after', retryAfter);
    }
    throw upstreamError('signIn', answer);
  }

  const body = <T>(schema: Joi.Schema, req: Request): T => validate<T>(schema, req.body);
  /** Sessions of the admin other than this one may have ended: forget what was cached of them. */
  const forgetOthers = (req: Request) => sessions.forgetUser(adminOf(req).id, sessionIdOf(req));

  router.get('/auth/sessions', ...account, async (req, res) => {
    res.json(await call(req, res, 'GET', '/account/sessions'));
  });

  router.delete('/auth/sessions/:id', ...account, async (req, res) => {
    const id = String(req.params.id);
    if (listedSessionIdSchema.validate(id).error) throw notFound(SESSION_NOT_FOUND);
    await call(req, res, 'DELETE', `/account/sessions/${id}`);
    forgetOthers(req);
    res.status(204).end();
  });

  router.post('/auth/sessions/end-others', ...account, async (req, res) => {
    const answer = await call(req, res, 'POST', '/account/sessions/end-others', {});
    forgetOthers(req);
    res.json(answer);
  });

  router.post('/auth/password', ...account, async (req, res) => {
    const input = body<{ currentPassword: string; newPassword: string }>(passwordChangeSchema, req);
    const answer = await call<{ sessionsEnded: number }>(req, res, 'POST', '/account/password', {
      ...input,
      address: req.ip,
    });
    forgetOthers(req);
    res.json({ message: PASSWORD_CHANGED_MESSAGE, sessionsEnded: answer.sessionsEnded });
  });

  router.get('/auth/second-factor', ...account, async (req, res) => {
    res.json(await call(req, res, 'GET', '/account/second-factor'));
  });

  router.post('/auth/second-factor/setup', ...account, async (req, res) => {
    const input = body<{ password: string; code?: string; recoveryCode?: string }>(
      setupSchema,
      req,
    );
    const setup = await call<{ secret: string; uri: string }>(
      req,
      res,
      'POST',
      '/account/second-factor/setup',
      { ...input, address: req.ip },
    );
    res.json({ ...setup, qrCodeSvg: await qrCodeSvg(setup.uri, QR_LABEL) });
  });

  router.post('/auth/second-factor/confirm', ...account, async (req, res) => {
    const input = body<{ code: string }>(codeSchema, req);
    res.json(await call(req, res, 'POST', '/account/second-factor/confirm', input));
  });

  router.post('/auth/second-factor/disable', ...account, async (req, res) => {
    const input = body<{ password?: string; code?: string }>(disableSchema, req);
    await call(req, res, 'POST', '/account/second-factor/disable', { ...input, address: req.ip });
    res.status(204).end();
  });

  return router;
}
