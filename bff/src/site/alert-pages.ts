import express, { type Request, type Response, type Router } from 'express';
import { AGENCY } from '@reedmere/agency';
import { HttpError, type Logger } from '@reedmere/service-kit';
import { AUTH_PAGE_CSP, AUTH_PAGE_STYLE } from '../auth/auth-page-style';
import { escapeHtml } from '../escape-html';
import { NO_STORE } from '../no-store';
import { callService } from '../service-call';
import type { Services } from '../services';

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
  const agency = escapeHtml(AGENCY.name);
  const form = button
    ? `<form method="post" action="/alerts/${button.action}?token=${escapeHtml(
        encodeURIComponent(button.token),
      )}">
<button type="submit">${escapeHtml(button.label)}</button>
</form>
`
    : '';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - ${agency}</title>
<style>${AUTH_PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p class="agency">${agency} property alerts</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${form}<a class="back" href="/">Back to the website</a>
</main>
</body>
</html>
`;
}

function sendPage(res: Response, status: number, page: PageText): void {
  res
    .status(status)
    .set('content-security-policy', AUTH_PAGE_CSP)
    .set('cache-control', NO_STORE)
    // The page's address holds the link's secret: it is not passed on to other sites.
    .set('referrer-policy', 'no-referrer')
    .set('x-robots-tag', 'noindex')
    .type('html')
    .send(renderAlertPage(page));
}

const EXPIRED: PageText = {
  title: LINK_EXPIRED_TITLE,
  lines: ['If you still want property alerts, sign up again on our website.'],
};

const UNAVAILABLE: PageText = {
  title: 'Property alerts are temporarily unavailable',
  lines: ['Please try again shortly, or call us on ' + AGENCY.offices.head.phone + '.'],
};

/** One `token` in the query; anything else (none, repeated) is a link that does not work. */
const tokenOf = (req: Request): string | undefined =>
  typeof req.query.token === 'string' && req.query.token !== '' ? req.query.token : undefined;

interface Described {
  description: string;
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

  /** Asks the content service; its refusal becomes the expired page, an outage the 503 page. */
  async function ask(
    req: Request,
    res: Response,
    path: string,
    body: object,
  ): Promise<Described | undefined> {
    try {
      const answer = await callService<Described>(client, 'alerts', req, 'POST', path, { body });
      return answer.body;
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
    const token = tokenOf(req);
    if (!token) return sendPage(res, 404, EXPIRED);
    const found = await ask(req, res, '/alerts/lookup', { purpose: 'confirm', token });
    if (!found) return;
    sendPage(res, 200, {
      title: 'Confirm your property alert',
      lines: [
        `You asked for e-mails about: ${found.description}.`,
        'We send at most one a day, when a listing that matches comes on the market or drops in price.',
      ],
      button: { action: 'confirm', token, label: 'Confirm my alert' },
    });
  });

  router.post('/alerts/confirm', async (req, res) => {
    const token = tokenOf(req);
    if (!token) return sendPage(res, 404, EXPIRED);
    const done = await ask(req, res, '/alerts/confirm', { token });
    if (!done) return;
    sendPage(res, 200, {
      title: 'Your property alert is confirmed',
      lines: [
        `We will e-mail you about: ${done.description}.`,
        'At most one e-mail a day, each with a link to unsubscribe.',
      ],
    });
  });

  router.get('/alerts/unsubscribe', async (req, res) => {
    const token = tokenOf(req);
    if (!token) return sendPage(res, 404, EXPIRED);
    const found = await ask(req, res, '/alerts/lookup', { purpose: 'unsubscribe', token });
    if (!found) return;
    sendPage(res, 200, {
      title: 'Unsubscribe from this property alert?',
      lines: [`You will get no more e-mails about: ${found.description}.`],
      button: { action: 'unsubscribe', token, label: 'Unsubscribe' },
    });
  });

  // Also the one-click address of the List-Unsubscribe header (RFC 8058): the mail client posts
  // `List-Unsubscribe=One-Click` and needs only the status. The body is not read.
  router.post('/alerts/unsubscribe', async (req, res) => {
    const token = tokenOf(req);
    if (!token) return sendPage(res, 404, EXPIRED);
    const done = await ask(req, res, '/alerts/unsubscribe', { token });
    if (!done) return;
    sendPage(res, 200, {
      title: 'You have been unsubscribed',
      lines: [`You will get no more e-mails about: ${done.description}.`],
    });
  });

  return router;
}
