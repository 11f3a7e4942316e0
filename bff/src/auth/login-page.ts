import { escapeHtml } from '@reedmere/service-kit';
import { AUTH_PAGE_CSP } from './auth-page-style';
import { renderCardPage } from './card-page';

export const LOGIN_FAILED_MESSAGE = 'Email or password is incorrect.';
export const LOGIN_MISSING_MESSAGE = 'Enter your email address and password.';
export const LOGIN_THROTTLED_MESSAGE =
  'Too many sign-in attempts. Please wait 15 minutes and try again.';
export const SIGN_IN_EXPIRED_MESSAGE =
  'The sign-in has expired. Please enter your email and password again.';

/** Shown after a session ended because it was not used for the idle time. */
export const signedOutIdleMessage = (minutes?: number): string =>
  minutes
    ? `You were signed out after ${minutes} minutes without activity. Please sign in again.`
    : 'You were signed out after a period without activity. Please sign in again.';

/** The sign-in page's CSP (shared with the sign-out page). */
export const LOGIN_PAGE_CSP = AUTH_PAGE_CSP;

export interface LoginPageOptions {
  error?: string | undefined;
  email?: string | undefined;
  /** Information that is not an error (why the admin was signed out). */
  notice?: string | undefined;
}

/** A plain HTML form: works without JavaScript, labelled fields, errors announced by role=alert. */
export function renderLoginPage({
  error = '',
  email = '',
  notice = '',
}: LoginPageOptions = {}): string {
  return renderCardPage({
    title: 'Sign in',
    area: 'admin',
    content: `${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>\n` : ''}<div id="login-error" class="error" role="alert">${escapeHtml(error)}</div>
<form method="post" action="/api/login">
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${error ? ' aria-invalid="true" aria-describedby="login-error"' : ''}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${error ? ' aria-invalid="true" aria-describedby="login-error" autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<p class="hint"><a href="/password-reset">Forgot your password?</a></p>`,
    back: { href: '/', label: 'Back to the website' },
  });
}
