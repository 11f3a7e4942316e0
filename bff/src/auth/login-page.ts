import { createHash } from 'node:crypto';
import { AGENCY } from '@reedmere/agency';

export const LOGIN_FAILED_MESSAGE = 'Email or password is incorrect.';
export const LOGIN_MISSING_MESSAGE = 'Enter your email address and password.';
export const LOGIN_THROTTLED_MESSAGE =
  'Too many sign-in attempts. Please wait 15 minutes and try again.';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML content and quoted attribute values. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

// One fixed style sheet: the page's CSP allows exactly this sheet by its hash, and nothing else.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f7;color:#1c2430}
main{width:100%;max-width:24rem;margin:1rem;background:#fff;border-radius:12px;padding:2rem;
box-shadow:0 4px 24px rgba(20,30,50,.12)}
h1{font-size:1.5rem;margin:0 0 .25rem}
p.agency{margin:0 0 1.5rem;color:#4a5668}
label{display:block;font-weight:600;margin:1rem 0 .35rem}
input{width:100%;padding:.7rem .8rem;font-size:1rem;border:1px solid #9aa5b4;border-radius:8px}
input:focus{outline:3px solid #1d5fd0;outline-offset:1px;border-color:#1d5fd0}
button{margin-top:1.5rem;width:100%;padding:.8rem;font-size:1rem;font-weight:600;color:#fff;
background:#14365f;border:0;border-radius:8px;cursor:pointer}
button:hover,button:focus{background:#1d4b85}
.error{margin:0 0 1rem;padding:.75rem;border-radius:8px;background:#fdecec;color:#8a1c1c;
border:1px solid #f0b4b4}
.error:empty{display:none}
a{color:#1d5fd0}
.back{display:block;margin-top:1.25rem;text-align:center}
`;

export const LOGIN_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * The sign-in page's CSP: nothing from anywhere but this origin, the one style sheet by hash, no
 * scripts, the form posting only to this origin, and no framing (clickjacking).
 */
export const LOGIN_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${LOGIN_STYLE_HASH}`,
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface LoginPageOptions {
  error?: string;
  email?: string;
}

/** A plain HTML form: works without JavaScript, labelled fields, errors announced by role=alert. */
export function renderLoginPage({ error = '', email = '' }: LoginPageOptions = {}): string {
  const agency = escapeHtml(AGENCY.name);
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign in - ${agency}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Sign in</h1>
<p class="agency">${agency} admin</p>
<div id="login-error" class="error" role="alert">${escapeHtml(error)}</div>
<form method="post" action="/api/login">
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${error ? ' aria-describedby="login-error"' : ''}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${error ? ' aria-describedby="login-error" autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<a class="back" href="/">Back to the website</a>
</main>
</body>
</html>
`;
}
