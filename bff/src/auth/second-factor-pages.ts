import { escapeHtml } from '@reedmere/service-kit';
import { renderCardPage } from './card-page';

export const CODE_MISSING_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
export const RECOVERY_CODE_MISSING_MESSAGE = 'Enter one of your recovery codes.';

/** `/api/login/second-factor?with=recovery-code` asks for a recovery code instead. */
export const RECOVERY_CODE_PAGE = '/api/login/second-factor?with=recovery-code';

/** An error message tied to its field: announced, described, and the field focused. */
function errorFor(id: string, error: string): { box: string; attributes: string } {
  return {
    box: `<div id="${id}-error" class="error" role="alert">${escapeHtml(error)}</div>`,
    attributes: error
      ? ` aria-invalid="true" aria-describedby="${id}-hint ${id}-error"`
      : ` aria-describedby="${id}-hint"`,
  };
}

const codeField = (id: string, name: string, label: string, hint: string, error: string) => {
  const { box, attributes } = errorFor(id, error);
  const oneTime =
    name === 'code'
      ? ' inputmode="numeric" autocomplete="one-time-code" maxlength="7"'
      : ' autocomplete="off" autocapitalize="none" spellcheck="false" maxlength="64"';
  return `${box}
<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${name}" type="text"${oneTime} required autofocus${attributes}>
<p id="${id}-hint" class="hint">${escapeHtml(hint)}</p>`;
};

/** The second step of a sign-in: the code from the app, or a recovery code instead. */
export function renderSecondFactorPage(options: {
  recovery?: boolean | undefined;
  error?: string | undefined;
}): string {
  const error = options.error ?? '';
  const form = options.recovery
    ? `<form method="post" action="/api/login/second-factor">
${codeField('recovery-code', 'recoveryCode', 'Recovery code', 'One of the codes you saved when you set up the second factor. Each works once.', error)}
<button type="submit">Sign in</button>
</form>
<a class="other" href="/api/login/second-factor">Use the code from your app instead</a>`
    : `<form method="post" action="/api/login/second-factor">
${codeField('code', 'code', '6-digit code', 'Open your authenticator app and enter the code it shows for this site.', error)}
<button type="submit">Verify</button>
</form>
<a class="other" href="${RECOVERY_CODE_PAGE}">Use a recovery code instead</a>`;
  return renderCardPage({
    title: 'Second step',
    area: 'admin',
    content: form,
    back: { href: '/api/login', label: 'Start again' },
  });
}

/** The sign-in of an account that must set up a second factor before it gets a session. */
export function renderSecondFactorSetupPage(options: {
  qrCode: string;
  secret: string;
  error?: string | undefined;
}): string {
  const grouped = options.secret.replace(/(.{4})(?=.)/g, '$1 ');
  return renderCardPage({
    title: 'Set up your second factor',
    area: 'admin',
    content: `<p>Every admin account signs in with a code from an authenticator app as well as the password. Scan this QR code with the app (for example Google Authenticator, Microsoft Authenticator or 1Password), then enter the code it shows.</p>
<div class="qr">${options.qrCode}</div>
<p>Cannot scan it? Enter this key in the app instead:</p>
<code id="totp-secret" class="secret">${escapeHtml(grouped)}</code>
<form method="post" action="/api/login/second-factor-setup">
${codeField('code', 'code', '6-digit code', 'The code the app shows for this site once it has the key.', options.error ?? '')}
<button type="submit">Turn on and sign in</button>
</form>`,
    back: { href: '/api/login', label: 'Start again' },
  });
}

/** Shown once, after the second factor was turned on at sign-in: the recovery codes. */
export function renderRecoveryCodesPage(codes: readonly string[]): string {
  return renderCardPage({
    title: 'Save your recovery codes',
    area: 'admin',
    content: `<p role="status">Your second factor is on and you are signed in.</p>
<p>If you lose the phone with the app, each of these codes signs you in once instead of a code. Save them somewhere safe now (a password manager, or printed): they are not shown again.</p>
<ol class="codes">
${codes.map((code) => `<li><code>${escapeHtml(code)}</code></li>`).join('\n')}
</ol>
<a class="continue" href="/admin">Continue to the admin panel</a>`,
    back: { href: '/', label: 'Back to the website' },
  });
}
