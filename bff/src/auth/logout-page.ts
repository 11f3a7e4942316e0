import { AUTH_PAGE_CSP } from './auth-page-style';
import { renderCardPage } from './card-page';

/** The sign-out page's CSP: the sign-in page's own (no scripts, forms post only to this origin). */
export const LOGOUT_PAGE_CSP = AUTH_PAGE_CSP;

/**
 * What `GET /api/logout` answers: a question, not a sign-out. A link or an image elsewhere can
 * make a browser GET the address; only the form's POST, from this page, signs out.
 */
export function renderLogoutPage(): string {
  return renderCardPage({
    title: 'Sign out',
    area: 'admin',
    content: `<p>Sign out of the admin panel?</p>
<form method="post" action="/api/logout">
<button type="submit">Sign out</button>
</form>`,
    back: { href: '/admin', label: 'Back to the admin panel' },
  });
}
