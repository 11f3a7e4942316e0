import express, { type Request, type Response, type Router } from 'express';
import { AGENCY } from '@reedmere/agency';
import { escapeHtml, HttpError, type Logger } from '@reedmere/service-kit';
import { renderCardPage } from '../auth/card-page';
import { callService } from '../service-call';
import type { Services } from '../services';
import { sendLinkPage, tokenOf } from './link-page';

export const LINK_EXPIRED_TITLE = 'This link has expired or was already used';

type Action = 'confirm' | 'unsubscribe';

interface PageText {
  title: string;
  /** Paragraphs of plain text (escaped here). */
  lines: string[];
  /** A button that posts back to the same link. */
  button?: { action: Action; token: string; label: string };
}

function renderAlertPage({ title, lines, button }: PageText): string {
  const content = lines.map((line) => `<p>${escapeHtml(line)}</p>`);
  if (button) {
    const action = `/alerts/${button.action}?token=${encodeURIComponent(button.token)}`;
    content.push(`<form method="post" action="${escapeHtml(action)}">
<button type="submit">${escapeHtml(button.label)}</button>
</form>`);
  }
  return renderCardPage({
    title,
    area: 'property alerts',
    content: content.join('\n'),
    back: { href: '/', label: 'Back to the website' },
  });
}

function sendPage(res: Response, status: number, page: PageText): void {
  sendLinkPage(res, status, renderAlertPage(page));
}

const EXPIRED: PageText = {
  title: LINK_EXPIRED_TITLE,
  lines: ['If you still want property alerts, sign up again on our website.'],
};

const UNAVAILABLE: PageText = {
  title: 'Property alerts are temporarily unavailable',
  lines: ['Please try again shortly, or call us on ' + AGENCY.offices.head.phone + '.'],
};

interface Described {
  description: string;
}

/** A link the content service knows: its token, and what its subscription is for. */
interface FollowedLink extends Described {
  token: string;
}

/**
 * The pages behind the links in alert e-mails (outside `/api`: they are opened from a mail
 * client). A GET only shows what the link is for, with a button: mail scanners and link previews
 * fetch every link, and must not confirm or cancel anything (as RFC 8058 warns). The button's
 * POST, or a mail client's one-click `List-Unsubscribe-Post`, does it. The token alone decides
 * which subscription is meant, so no origin check applies; unknown, used and malformed links all
 * get the same 404 page.
 */
export function alertPageRoutes(services: Services, logger: Logger): Router {
  const router = express.Router();
  const client = services.content;

  /**
   * Follows an alert link: its token, with `body`, goes to the content service. Undefined once a
   * page has been sent instead: the expired page for a missing or refused token, the 503 page
   * for an outage.
   */
  async function follow(
    req: Request,
    res: Response,
    path: string,
    body: object = {},
  ): Promise<FollowedLink | undefined> {
    const token = tokenOf(req);
    if (!token) {
      sendPage(res, 404, EXPIRED);
      return undefined;
    }
    try {
      const answer = await callService<Described>(client, 'alerts', req, 'POST', path, {
        body: { ...body, token },
      });
      return { token, description: answer.body.description };
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) {
        sendPage(res, 404, EXPIRED);
      } else {
        if (!(error instanceof HttpError)) {
          logger.error('alert link failed', {
            error: error instanceof Error ? error.message : String(error),
          });
        }
        sendPage(res, 503, UNAVAILABLE);
      }
      return undefined;
    }
  }

  router.get('/alerts/confirm', async (req, res) => {
    const link = await follow(req, res, '/alerts/lookup', { purpose: 'confirm' });
    if (!link) return;
    sendPage(res, 200, {
      title: 'Confirm your property alert',
      lines: [
        `You asked for e-mails about: ${link.description}.`,
        'We send at most one a day, when a listing that matches comes on the market or drops in price.',
      ],
      button: { action: 'confirm', token: link.token, label: 'Confirm my alert' },
    });
  });

  router.post('/alerts/confirm', async (req, res) => {
    const link = await follow(req, res, '/alerts/confirm');
    if (!link) return;
    sendPage(res, 200, {
      title: 'Your property alert is confirmed',
      lines: [
        `We will e-mail you about: ${link.description}.`,
        'At most one e-mail a day, each with a link to unsubscribe.',
      ],
    });
  });

  router.get('/alerts/unsubscribe', async (req, res) => {
    const link = await follow(req, res, '/alerts/lookup', { purpose: 'unsubscribe' });
    if (!link) return;
    sendPage(res, 200, {
      title: 'Unsubscribe from this property alert?',
      lines: [`You will get no more e-mails about: ${link.description}.`],
      button: { action: 'unsubscribe', token: link.token, label: 'Unsubscribe' },
    });
  });

  // Also the one-click address of the List-Unsubscribe header (RFC 8058): the mail client posts
  // `List-Unsubscribe=One-Click` and needs only the status. The body is not read.
  router.post('/alerts/unsubscribe', async (req, res) => {
    const link = await follow(req, res, '/alerts/unsubscribe');
    if (!link) return;
    sendPage(res, 200, {
      title: 'You have been unsubscribed',
      lines: [`You will get no more e-mails about: ${link.description}.`],
    });
  });

  return router;
}
