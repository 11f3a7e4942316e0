import type { Request, RequestHandler, Response, Router } from 'express';
import type { AdminUser } from '@reedmere/contracts';
import { escapeHtml, HttpError } from '@reedmere/service-kit';
import { callService, type Area } from '../service-call';
import type { Services } from '../services';
import { tokenOf } from './link-page';

export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords are not the same.';

/** Whom a link is for, as identity describes what its token names. */
interface LinkHolder {
  name: string;
  email: string;
}

/**
 * A link from an e-mail whose page chooses a password (an invitation's, a password reset's). The
 * token alone says what is meant: identity answers what it names at `currentPath`, and takes it
 * with the chosen password at `acceptPath`.
 */
export interface PasswordLink<T extends LinkHolder> {
  services: Services;
  /** The page's path on the admin site. */
  path: string;
  /** Whose outage message the unavailable page shows. */
  area: Area;
  /** The header that carries the token to `currentPath`. */
  tokenHeader: string;
  currentPath: string;
  acceptPath: string;
  /** More of the accept call's body than the token and the password. */
  acceptBody?: (req: Request) => Record<string, unknown>;
  /** The form's title and its opening line, for whom the link is. */
  formText: (holder: T) => { title: string; intro: string };
  sendPage(res: Response, status: number, title: string, content: string): void;
  /** The page of a link that no longer works (unknown, used, withdrawn, expired). */
  sendGone(res: Response): void;
  sendUnavailable(res: Response): void;
  /** Identity answered 409 to the accept call; without this, the link no longer works. */
  sendConflict?: (res: Response, error: HttpError) => void;
  /** After identity took the password: the page that says so, and what else follows. */
  accepted(req: Request, res: Response, user: AdminUser): Promise<void>;
}

/** The form that sets the password: a plain HTML form that works without JavaScript. */
function passwordForm(action: string, intro: string, email: string, error: string): string {
  const invalid = error
    ? ' aria-invalid="true" aria-describedby="password-hint password-error" autofocus'
    : ' aria-describedby="password-hint"';
  return `<p>${escapeHtml(intro)}</p>
<div id="password-error" class="error" role="alert">${escapeHtml(error)}</div>
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="username" readonly value="${escapeHtml(email)}">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required${invalid}>
<p id="password-hint" class="hint">A long password you use nowhere else. A few unrelated words make a good one.</p>
<label for="confirm">The same password again</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required>
<button type="submit">Set password</button>
</form>`;
}

/**
 * The link's page: a GET shows whom the link is for and a password form, and changes nothing
 * (mail scanners fetch every link); the form's POST (`form` reads its body) sets the password.
 */
export function addPasswordLinkRoutes<T extends LinkHolder>(
  router: Router,
  form: RequestHandler,
  link: PasswordLink<T>,
): void {
  const { services, area } = link;

  function sendForm(res: Response, status: number, token: string, holder: T, error = ''): void {
    const { title, intro } = link.formText(holder);
    const action = `${link.path}?token=${encodeURIComponent(token)}`;
    link.sendPage(res, status, title, passwordForm(action, intro, holder.email, error));
  }

  /** Whom the link is for; undefined once a page has been sent instead. */
  async function holderOf(req: Request, res: Response): Promise<T | undefined> {
    const token = tokenOf(req);
    if (!token) {
      link.sendGone(res);
      return undefined;
    }
    try {
      const answer = await callService<T>(services.identity, area, req, 'GET', link.currentPath, {
        headers: { [link.tokenHeader]: token },
      });
      return answer.body;
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) link.sendGone(res);
      else link.sendUnavailable(res);
      return undefined;
    }
  }

  router.get(link.path, async (req, res) => {
    const holder = await holderOf(req, res);
    if (holder) sendForm(res, 200, tokenOf(req)!, holder);
  });

  router.post(link.path, form, async (req, res) => {
    const holder = await holderOf(req, res);
    if (!holder) return;
    const token = tokenOf(req)!;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const password = typeof body.password === 'string' ? body.password : '';
    if (password !== body.confirm) {
      return sendForm(res, 400, token, holder, PASSWORDS_DIFFER_MESSAGE);
    }
    let user: AdminUser;
    try {
      const answer = await callService<{ user: AdminUser }>(
        services.identity,
        area,
        req,
        'POST',
        link.acceptPath,
        { body: { token, password, ...link.acceptBody?.(req) } },
      );
      user = answer.body.user;
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) {
        const problem = error.errors?.[0]?.message ?? error.message;
        return sendForm(res, 400, token, holder, problem);
      }
      if (error instanceof HttpError && error.status === 409 && link.sendConflict) {
        return link.sendConflict(res, error);
      }
      if (error instanceof HttpError && error.status < 500) return link.sendGone(res);
      return link.sendUnavailable(res);
    }
    await link.accepted(req, res, user);
  });
}
