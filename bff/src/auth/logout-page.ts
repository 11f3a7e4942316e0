import { AGENCY } from '@reedmere/agency';
import { escapeHtml } from '../escape-html';
import { AUTH_PAGE_CSP, AUTH_PAGE_STYLE } from './auth-page-style';

/** The sign-out page's CSP: the sign-in page's own (no scripts, forms post only to this origin). */
export const LOGOUT_PAGE_CSP = AUTH_PAGE_CSP;

/**
 * What `GET /api/logout` answers: a question, not a sign-out. A link or an image elsewhere can
 * make a browser GET the address; only the form's POST, from this page, signs out.
 */
export function renderLogoutPage(): string {
  const agency = escapeHtml(AGENCY.name);
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign out - ${agency}</title>
<style>${AUTH_PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>Sign out</h1>
<p class="agency">${agency} admin</p>
<p>Sign out of the admin panel?</p>
<form method="post" action="/api/logout">
<button type="submit">Sign out</button>
</form>
<a class="back" href="/admin">Back to the admin panel</a>
</main>
</body>
</html>
`;
}
