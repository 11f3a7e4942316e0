import express, { type Response, type Router } from 'express';
import {
  describeRights,
  INVITATION_TOKEN_HEADER,
  type InvitationSummary,
} from '@reedmere/contracts';
import { escapeHtml } from '@reedmere/service-kit';
import type { AuditRecorder } from '../audit/audit-recorder';
import { personLabel, rightsChanges } from '../people/rights-changes';
import { renderCardPage } from '../auth/card-page';
import { UNAVAILABLE_MESSAGES } from '../service-call';
import type { Services } from '../services';
import { sendLinkPage } from './link-page';
import { addPasswordLinkRoutes } from './password-link';

export const INVITATION_EXPIRED_TITLE = 'This invitation has expired or was withdrawn';

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

/**
 * The page behind an invitation's link (outside `/api`: it is opened from a mail client). A GET
 * shows whom the link is for and a password form; mail scanners that fetch the link change
 * nothing. The form's POST makes the account. The token alone says which invitation is meant;
 * unknown, used, withdrawn and expired links all get the same 404 page.
 */
export function invitationPageRoutes(services: Services, audit: AuditRecorder): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 10 });

  addPasswordLinkRoutes<InvitationSummary>(router, form, {
    services,
    path: '/invitation',
    area: 'people',
    tokenHeader: INVITATION_TOKEN_HEADER,
    currentPath: '/invitations/current',
    acceptPath: '/invitations/accept',
    formText: (invitation) => ({
      title: 'Choose your password',
      intro: `${invitation.name}, you are invited to the admin as ${describeRights(invitation)}.`,
    }),
    sendPage,
    sendGone: sendExpired,
    sendUnavailable,
    // The address got an account another way meanwhile: the link is of no use, signing in is.
    sendConflict: (res, error) =>
      sendPage(
        res,
        409,
        'You already have an account',
        `${paragraphs(error.message)}\n<a class="continue" href="/api/login">Sign in</a>`,
      ),
    accepted: async (req, res, user) => {
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
    },
  });

  return router;
}
