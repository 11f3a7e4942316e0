import express, { type Request, type Response, type Router } from 'express';
import {
  describeRights,
  INVITATION_TOKEN_HEADER,
  type AdminUser,
  type InvitationSummary,
} from '@reedmere/contracts';
import { HttpError } from '@reedmere/service-kit';
import type { AuditRecorder } from '../audit/audit-recorder';
import { personLabel, rightsChanges } from '../people/rights-changes';
import { renderCardPage } from '../auth/card-page';
import { escapeHtml } from '../escape-html';
import { callService, UNAVAILABLE_MESSAGES } from '../service-call';
import type { Services } from '../services';
import { sendLinkPage, tokenOf } from './link-page';

export const INVITATION_EXPIRED_TITLE = 'This invitation has expired or was withdrawn';
export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords are not the same.';

function sendPage(res: Response, status: number, title: string, content: string): void {
  const back = { href: '/', label: 'Back to the website' };
  sendLinkPage(res, status, renderCardPage({ title, area: 'admin', content, back }));
}

const paragraphs = (...lines: string[]) =>
  lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

const sendExpired = (res: Response) =>
  sendPage(
    res,
    404,
    INVITATION_EXPIRED_TITLE,
    paragraphs('Ask the owner of the admin to invite you again.'),
  );

const sendUnavailable = (res: Response) =>
  sendPage(
    res,
    503,
    'The admin is temporarily unavailable',
    paragraphs(UNAVAILABLE_MESSAGES.people),
  );

/** The form that sets the password: a plain HTML form that works without JavaScript. */
function sendPasswordForm(
  res: Response,
  status: number,
  token: string,
  invitation: InvitationSummary,
  error = '',
): void {
  const invalid = error
    ? ' aria-invalid="true" aria-describedby="password-hint password-error"'
    : ' aria-describedby="password-hint"';
  const action = `/invitation?token=${encodeURIComponent(token)}`;
  sendPage(
    res,
    status,
    'Choose your password',
    `${paragraphs(`${invitation.name}, you are invited to the admin as ${describeRights(invitation)}.`)}
<div id="password-error" class="error" role="alert">${escapeHtml(error)}</div>
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="username" readonly value="${escapeHtml(invitation.email)}">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required${invalid}${error ? ' autofocus' : ''}>
<p id="password-hint" class="hint">A long password you use nowhere else. A few unrelated words make a good one.</p>
<label for="confirm">The same password again</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required>
<button type="submit">Set password</button>
</form>`,
  );
}

/**
 * The page behind an invitation's link (outside `/api`: it is opened from a mail client). A GET
 * shows whom the link is for and a password form; mail scanners that fetch the link change
 * nothing. The form's POST makes the account. The token alone says which invitation is meant;
 * unknown, used, withdrawn and expired links all get the same 404 page.
 */
export function invitationPageRoutes(services: Services, audit: AuditRecorder): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 10 });

  /** The invitation the link names; undefined once a page has been sent instead. */
  async function invitationOf(req: Request, res: Response): Promise<InvitationSummary | undefined> {
    const token = tokenOf(req);
    if (!token) {
      sendExpired(res);
      return undefined;
    }
    try {
      const answer = await callService<InvitationSummary>(
        services.identity,
        'people',
        req,
        'GET',
        '/invitations/current',
        { headers: { [INVITATION_TOKEN_HEADER]: token } },
      );
      return answer.body;
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) sendExpired(res);
      else sendUnavailable(res);
      return undefined;
    }
  }

  router.get('/invitation', async (req, res) => {
    const invitation = await invitationOf(req, res);
    if (invitation) sendPasswordForm(res, 200, tokenOf(req)!, invitation);
  });

  router.post('/invitation', form, async (req, res) => {
    const invitation = await invitationOf(req, res);
    if (!invitation) return;
    const token = tokenOf(req)!;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const password = typeof body.password === 'string' ? body.password : '';
    if (password !== body.confirm) {
      return sendPasswordForm(res, 400, token, invitation, PASSWORDS_DIFFER_MESSAGE);
    }
    let user: AdminUser;
    try {
      const answer = await callService<{ user: AdminUser }>(
        services.identity,
        'people',
        req,
        'POST',
        '/invitations/accept',
        { body: { token, password } },
      );
      user = answer.body.user;
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) {
        const problem = error.errors?.[0]?.message ?? error.message;
        return sendPasswordForm(res, 400, token, invitation, problem);
      }
      if (error instanceof HttpError && error.status === 409) {
        // The address got an account another way meanwhile: the link is of no use, signing in is.
        return sendPage(
          res,
          409,
          'You already have an account',
          `${paragraphs(error.message)}\n<a class="continue" href="/api/login">Sign in</a>`,
        );
      }
      if (error instanceof HttpError && error.status < 500) return sendExpired(res);
      return sendUnavailable(res);
    }
    // Their own act: they are not signed in yet.
    await audit(req, {
      actor: user,
      action: 'create',
      entity: { kind: 'account', id: user.id, label: personLabel(user) },
      changes: rightsChanges(null, user),
    });
    sendPage(
      res,
      201,
      'Your account is ready',
      `${paragraphs(`Sign in with ${user.email} and the password you chose.`)}
<a class="continue" href="/api/login">Sign in</a>`,
    );
  });

  return router;
}
