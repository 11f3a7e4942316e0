import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { ServiceUnavailableError } from '@reedmere/service-kit';
import { requestIdOf, UNAVAILABLE_MESSAGES } from '../service-call';
import { userAnswer } from './require-admin';
import type { AuthContext } from './auth-context';
import { clearCookie } from './auth-cookies';
import { renderLoginPage, SIGN_IN_EXPIRED_MESSAGE } from './login-page';
import { qrCodeSvg } from './qr-code';
import {
  CODE_MISSING_MESSAGE,
  RECOVERY_CODE_MISSING_MESSAGE,
  renderRecoveryCodesPage,
  renderSecondFactorPage,
  renderSecondFactorSetupPage,
} from './second-factor-pages';
import { isSignedIn, knownDevice, pendingSignIn, startSession } from './sign-in-completion';
import {
  passRetryAfter,
  sendAuthPage,
  sendFailure,
  sendLoginPage,
  wantsJson,
} from './sign-in-pages';
import { noticeOf, relaySignInNotice } from './sign-in-notice-relay';
import type { PendingSignIn } from './sign-in-token';

const QR_LABEL = 'QR code to add this site to your authenticator app';

interface Middleware {
  fromSite: RequestHandler;
  form: RequestHandler;
  perAddress: RequestHandler;
}

interface SetupAnswer {
  secret: string;
  uri: string;
}

/** A field of the form or JSON body, trimmed and bounded; '' when there is none. */
const field = (req: Request, name: string, max: number): string => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};

/**
 * The second step of a sign-in, between the password and the session: a code from the app (or
 * a recovery code) for an account with a second factor, or setting one up for an account that
 * must have one. The step is carried by the short-lived signed sign-in cookie.
 */
export function secondFactorSignInRoutes(
  context: AuthContext,
  { fromSite, form, perAddress }: Middleware,
): Router {
  const { services, logger, production } = context;
  const router = express.Router();

  /** A wrong code's notice for the account's owner, as after a wrong password. */
  const relayNotice = (req: Request, body: unknown) => {
    const notice = noticeOf(body);
    if (notice) relaySignInNotice(services.content, notice, logger, requestIdOf(req));
  };

  /** The sign-in is over (expired, used up, or never started): back to the password. */
  const expired = (req: Request, res: Response) => {
    clearCookie(req, res, 'signIn', production);
    sendFailure(req, res, 401, SIGN_IN_EXPIRED_MESSAGE);
  };

  const identity = async (req: Request, path: string, body: object) => {
    try {
      return await services.identity.request('POST', path, { body, requestId: requestIdOf(req) });
    } catch (error) {
      if (error instanceof ServiceUnavailableError) return undefined;
      throw error;
    }
  };

  /** What identity's second step needs besides the code: where the sign-in comes from. */
  const origin = (req: Request, pending: PendingSignIn) => {
    const device = knownDevice(context, req, pending.email);
    return {
      challengeId: pending.challengeId,
      address: req.ip,
      userAgent: (req.get('user-agent') ?? '').slice(0, 512),
      ...(device && { deviceId: device.id }),
    };
  };

  const pending = (req: Request, step: PendingSignIn['step']) => {
    const found = pendingSignIn(context, req);
    return found?.step === step ? found : null;
  };

  router.get('/login/second-factor', (req, res) => {
    if (!pending(req, 'second-factor')) {
      return sendLoginPage(res, 200, { notice: SIGN_IN_EXPIRED_MESSAGE });
    }
    sendAuthPage(
      res,
      200,
      renderSecondFactorPage({ recovery: req.query.with === 'recovery-code' }),
    );
  });

  router.post('/login/second-factor', fromSite, form, perAddress, async (req, res) => {
    const step = pending(req, 'second-factor');
    if (!step) return expired(req, res);
    const recoveryCode = field(req, 'recoveryCode', 64);
    const code = field(req, 'code', 20);
    const recovery = recoveryCode !== '' || (code === '' && 'recoveryCode' in (req.body ?? {}));
    const page = (error: string) => () => renderSecondFactorPage({ recovery, error });
    const unavailable = () =>
      sendFailure(req, res, 503, UNAVAILABLE_MESSAGES.signIn, page(UNAVAILABLE_MESSAGES.signIn));
    if (!code && !recoveryCode) {
      const message = recovery ? RECOVERY_CODE_MISSING_MESSAGE : CODE_MISSING_MESSAGE;
      return sendFailure(req, res, 400, message, page(message));
    }
    const answer = await identity(req, '/login/second-factor', {
      ...origin(req, step),
      ...(recoveryCode ? { recoveryCode } : { code }),
    });
    if (!answer || answer.status === 503) {
      if (answer) passRetryAfter(res, answer.headers);
      return unavailable();
    }
    if (answer.status === 404) return expired(req, res);
    if (answer.status === 401 || answer.status === 400) {
      relayNotice(req, answer.body);
      const { message } = (answer.body ?? {}) as { message?: unknown };
      const text =
        answer.status === 401 && typeof message === 'string' ? message : CODE_MISSING_MESSAGE;
      return sendFailure(req, res, answer.status === 401 ? 401 : 400, text, page(text));
    }
    if (answer.status !== 200 || !isSignedIn(answer.body)) {
      logger.error('identity answered a second step unexpectedly', { status: answer.status });
      return unavailable();
    }
    startSession(context, req, res, answer.body);
    const { user, recoveryCodesLeft } = answer.body;
    if (wantsJson(req)) {
      res.json({
        id: user.id,
        email: user.email,
        name: user.name,
        ...(recoveryCodesLeft !== undefined && { recoveryCodesLeft }),
      });
    } else res.redirect(303, '/admin');
  });

  /** The secret of the factor being set up, and its QR code; null once the sign-in expired. */
  const setupFor = async (req: Request, step: PendingSignIn) => {
    const answer = await identity(req, '/login/second-factor-setup', {
      challengeId: step.challengeId,
    });
    if (!answer) return undefined;
    if (answer.status === 404) return null;
    const body = answer.body as Partial<SetupAnswer> | undefined;
    if (answer.status !== 200 || typeof body?.secret !== 'string' || typeof body.uri !== 'string') {
      return undefined;
    }
    return { secret: body.secret, uri: body.uri, qrCodeSvg: await qrCodeSvg(body.uri, QR_LABEL) };
  };

  router.get('/login/second-factor-setup', async (req, res) => {
    const step = pending(req, 'second-factor-setup');
    const setup = step ? await setupFor(req, step) : null;
    if (setup === null) return sendLoginPage(res, 200, { notice: SIGN_IN_EXPIRED_MESSAGE });
    if (!setup) return sendLoginPage(res, 503, { error: UNAVAILABLE_MESSAGES.signIn });
    if (req.accepts(['html', 'json']) === 'json') {
      res.set('cache-control', 'no-store').json(setup);
      return;
    }
    sendAuthPage(
      res,
      200,
      renderSecondFactorSetupPage({ qrCode: setup.qrCodeSvg, secret: setup.secret }),
    );
  });

  router.post('/login/second-factor-setup', fromSite, form, perAddress, async (req, res) => {
    const step = pending(req, 'second-factor-setup');
    if (!step) return expired(req, res);
    const code = field(req, 'code', 20);
    /** The setup page again, with the same QR code, and the message on the code field. */
    const again = async (status: number, message: string) => {
      const setup = wantsJson(req) ? undefined : await setupFor(req, step);
      sendFailure(req, res, status, message, () =>
        setup
          ? renderSecondFactorSetupPage({
              qrCode: setup.qrCodeSvg,
              secret: setup.secret,
              error: message,
            })
          : renderLoginPage({ error: message }),
      );
    };
    if (!code) return again(400, CODE_MISSING_MESSAGE);
    const answer = await identity(req, '/login/second-factor-setup/confirm', {
      ...origin(req, step),
      code,
    });
    if (!answer || answer.status === 503) {
      if (answer) passRetryAfter(res, answer.headers);
      return sendFailure(req, res, 503, UNAVAILABLE_MESSAGES.signIn);
    }
    if (answer.status === 404) return expired(req, res);
    if (answer.status === 401 || answer.status === 400) {
      relayNotice(req, answer.body);
      const { message } = (answer.body ?? {}) as { message?: unknown };
      return again(
        answer.status === 401 ? 401 : 400,
        answer.status === 401 && typeof message === 'string' ? message : CODE_MISSING_MESSAGE,
      );
    }
    if (answer.status !== 200 || !isSignedIn(answer.body) || !answer.body.recoveryCodes) {
      logger.error('identity answered a second-factor setup unexpectedly', {
        status: answer.status,
      });
      return sendFailure(req, res, 503, UNAVAILABLE_MESSAGES.signIn);
    }
    startSession(context, req, res, answer.body);
    const { user, recoveryCodes } = answer.body;
    if (wantsJson(req)) {
      res.json({ ...userAnswer(user), recoveryCodes });
    } else sendAuthPage(res, 200, renderRecoveryCodesPage(recoveryCodes));
  });

  return router;
}
