import express, { type Request, type Response, type Router } from 'express';
import Joi from 'joi';
import { rateLimit } from 'express-rate-limit';
import {
  PASSWORD_RESET_MINUTES,
  PASSWORD_RESET_TOKEN_HEADER,
  type PasswordResetIssued,
  type PasswordResetSummary,
} from '@reedmere/contracts';
import { escapeHtml, type Logger } from '@reedmere/service-kit';
import type { AuditRecorder } from '../audit/audit-recorder';
import { renderCardPage } from '../auth/card-page';
import type { SessionChecker } from '../auth/session-check';
import { personLabel } from '../people/rights-changes';
import { passwordResetMail } from '../people/password-reset-mail';
import { rateLimitStore } from '../routes/rate-limit-store';
import { callService, UNAVAILABLE_MESSAGES } from '../service-call';
import type { Services } from '../services';
import { sendLinkPage } from './link-page';
import { addPasswordLinkRoutes } from './password-link';
import { siteOrigin } from './site-origin';

export const RESET_LINK_GONE_TITLE = 'This link has expired or was already used';
export const RESET_EMAIL_MESSAGE = 'Enter the e-mail address you sign in with.';
export const RESET_LIMITED_MESSAGE =
  'Too many password resets asked for from this address. Please wait 15 minutes and try again.';

/** Asks one client address may make in a window: a person retries; nobody needs more. */
export const PASSWORD_RESET_LIMIT = { limit: 5, windowMs: 15 * 60 * 1000 };

const emailSchema = Joi.string().trim().lowercase().email({ tlds: false }).max(254).required();

export interface PasswordResetPageOptions {
  services: Services;
  audit: AuditRecorder;
  sessions: SessionChecker;
  logger: Logger;
  /** The admin site's origin, for the link in the mail; else the request's own. */
  adminOrigin: string | undefined;
}

const paragraphs = (...lines: string[]) =>
  lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

function sendPage(res: Response, status: number, title: string, content: string): void {
  const back = { href: '/api/login', label: 'Back to sign-in' };
  sendLinkPage(res, status, renderCardPage({ title, area: 'admin', content, back }));
}

const sendUnavailable = (res: Response) =>
  sendPage(
    res,
    503,
    'The admin is temporarily unavailable',
    paragraphs(UNAVAILABLE_MESSAGES.signIn),
  );

const sendGone = (res: Response) =>
  sendPage(
    res,
    404,
    RESET_LINK_GONE_TITLE,
    `${paragraphs(`A link works once, for ${PASSWORD_RESET_MINUTES} minutes, and only the newest one asked for.`)}
<a class="continue" href="/password-reset">Ask for a new link</a>`,
  );

/** Whether the field has a problem: the attributes that tie it to the message. */
const invalidIf = (error: string, describedBy: string) =>
  error ? ` aria-invalid="true" aria-describedby="${describedBy}" autofocus` : '';

function sendEmailForm(res: Response, status: number, email = '', error = ''): void {
  sendPage(
    res,
    status,
    'Reset your password',
    `${paragraphs('Enter the e-mail address you sign in with, and we will send it a link to choose a new password.')}
<div id="email-error" class="error" role="alert">${escapeHtml(error)}</div>
<form method="post" action="/password-reset">
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalidIf(error, 'email-error')}>
<button type="submit">Send the link</button>
</form>`,
  );
}

/**
 * "Forgot your password?" on the admin site (pages outside `/api`, plain forms that work without
 * JavaScript). Asking for a link answers the same page whether the address has an account or not,
 * so the page tells nobody who is on the staff; identity makes a token for an account, and the
 * link goes out through the outbox. The link's page sets a new password, which signs the person
 * out everywhere; their second factor, if they have one, is still asked for at sign-in.
 */
export function passwordResetPageRoutes(options: PasswordResetPageOptions): Router {
  const { services, audit, sessions, logger } = options;
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 10 });
  const perAddress = rateLimit({
    ...PASSWORD_RESET_LIMIT,
    store: rateLimitStore('password-reset-per-address'),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    validate: { xForwardedForHeader: false },
    handler: (_req, res) => sendPage(res, 429, 'Please wait', paragraphs(RESET_LIMITED_MESSAGE)),
  });

  router.get('/password-reset', (_req, res) => sendEmailForm(res, 200));

  router.post('/password-reset', perAddress, form, async (req, res) => {
    const given = (req.body as Record<string, unknown> | undefined)?.email;
    const { value: email, error } = emailSchema.validate(given);
    if (error) {
      return sendEmailForm(res, 400, typeof given === 'string' ? given : '', RESET_EMAIL_MESSAGE);
    }
    let issued: Partial<PasswordResetIssued>;
    try {
      const answer = await callService<Partial<PasswordResetIssued>>(
        services.identity,
        'signIn',
        req,
        'POST',
        '/password-resets',
        { body: { email, address: req.ip ?? '' } },
      );
      issued = answer.body;
    } catch {
      return sendUnavailable(res);
    }
    // Not waited for: the answer comes as soon for an address with an account as for one without.
    if (issued.token) void queueMail(req, issued as PasswordResetIssued);
    sendPage(
      res,
      200,
      'Check your e-mail',
      paragraphs(
        `If ${email} belongs to an account, a link to choose a new password is on its way. It works for ${PASSWORD_RESET_MINUTES} minutes.`,
        'If nothing arrives, check the address, or ask the owner of the admin.',
      ),
    );
  });

  /** The mail with the link; a mail that cannot be queued is logged (the page says the same). */
  async function queueMail(req: Request, issued: PasswordResetIssued): Promise<void> {
    const link = `${siteOrigin(req, options.adminOrigin)}/password-reset/new?token=${encodeURIComponent(issued.token)}`;
    const mail = passwordResetMail({ to: issued.email, name: issued.name, link });
    try {
      await callService(services.content, 'signIn', req, 'POST', '/notices', {
        body: { kind: 'password-reset', ...mail },
      });
    } catch (error) {
      logger.warn('password reset mail not queued', {
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  addPasswordLinkRoutes<PasswordResetSummary>(router, form, {
    services,
    path: '/password-reset/new',
    area: 'signIn',
    tokenHeader: PASSWORD_RESET_TOKEN_HEADER,
    currentPath: '/password-resets/current',
    acceptPath: '/password-resets/accept',
    acceptBody: (req) => ({ address: req.ip ?? '' }),
    formText: (reset) => ({
      title: 'Choose a new password',
      intro: `${reset.name}, choose a new password for the admin. Every session of yours will be signed out.`,
    }),
    sendPage,
    sendGone,
    sendUnavailable,
    accepted: async (req, res, user) => {
      // Identity ended every session of theirs: none may be answered from the cache any longer.
      sessions.forgetUser(user.id);
      await audit(req, {
        actor: user,
        action: 'update',
        entity: { kind: 'account', id: user.id, label: personLabel(user) },
        changes: [{ field: 'password reset by e-mail' }],
      });
      sendPage(
        res,
        200,
        'Your password is changed',
        `${paragraphs(`Sign in with ${user.email} and your new password. Every earlier session of yours is signed out.`)}
<a class="continue" href="/api/login">Sign in</a>`,
      );
    },
  });

  return router;
}
