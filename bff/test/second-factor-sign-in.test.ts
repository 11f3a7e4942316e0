import { DEVELOPMENT_SESSION_COOKIE } from '../src/auth/auth-cookies';
import { browser, cookieNamed, type Browser } from './support/cookie-jar';
import { ADMIN, type TestStack } from './support/stack';
import { codeFor, wrongCode } from './support/totp';
import { useStack } from './support/use-stack';

const UNAUTHORIZED = { message: 'Unauthorized' };

/** As if the period of the last code used had passed: the next code of now is taken again. */
const forgetLastCode = (stack: TestStack) =>
  stack.services.identity.connection
    .collection('admin_users')
    .updateOne({ email: ADMIN.email }, { $set: { 'secondFactor.lastUsedStep': 0 } });

async function signedInBrowser(stack: TestStack): Promise<Browser> {
  const jar = browser(stack.adminUrl);
  const response = await jar.fetch('/api/login', { method: 'POST', json: ADMIN });
  expect(response.status).toBe(200);
  return jar;
}

/** A browser that has given the password and is asked for its second factor next. */
async function atSecondStep(stack: TestStack): Promise<Browser> {
  const jar = browser(stack.adminUrl);
  await jar.fetch('/api/login', { method: 'POST', json: ADMIN });
  return jar;
}

/** A JSON sign-in with the password from a new browser: a session, or the step asked for next. */
function signInWithPassword(stack: TestStack): Promise<Response> {
  return browser(stack.adminUrl).fetch('/api/login', { method: 'POST', json: ADMIN });
}

/** Asks to turn the second factor off, as the admin panel does: with `body.password`. */
function turnOffSecondFactor(
  jar: Browser,
  body: { password?: string } = { password: ADMIN.password },
): Promise<Response> {
  return jar.fetch('/api/auth/second-factor/disable', { method: 'POST', json: body });
}

/** A recovery code sent as the second step of a sign-in, as the admin panel sends it (JSON). */
function sendRecoveryCode(jar: Browser, recoveryCode: string | undefined): Promise<Response> {
  return jar.fetch('/api/login/second-factor', { method: 'POST', json: { recoveryCode } });
}

/** The password step of a sign-in with the form: 303 on to the `next` step, and no session yet. */
async function passwordStep(jar: Browser, next: string): Promise<Response> {
  const response = await jar.fetch('/api/login', {
    method: 'POST',
    form: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(next);
  expect(cookieNamed(jar, DEVELOPMENT_SESSION_COOKIE)).toBeUndefined();
  return response;
}

describe('a second factor set up from the admin panel, then asked for at sign-in', () => {
  const stack = useStack();
  let secret: string;
  let recoveryCodes: string[];

  it('is set up with the password, a QR code and a first code', async () => {
    const admin = await signedInBrowser(stack());
    const refused = await admin.fetch('/api/auth/second-factor/setup', {
      method: 'POST',
      json: { password: 'not the password' },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: 'The password is not correct',
      errors: [{ field: 'password', message: 'The password is not correct' }],
    });
    const setup = await admin.fetch('/api/auth/second-factor/setup', {
      method: 'POST',
      json: { password: ADMIN.password },
    });
    expect(setup.status).toBe(200);
    const body = (await setup.json()) as { secret: string; uri: string; qrCodeSvg: string };
    secret = body.secret;
    expect(body.uri).toMatch(/^otpauth:\/\/totp\/Reedmere%20Estates:admin%40reedmere\.example\?/);
    expect(body.qrCodeSvg).toMatch(/^<svg role="img" aria-label="QR code[^"]*" xmlns=/);

    const wrong = await admin.fetch('/api/auth/second-factor/confirm', {
      method: 'POST',
      json: { code: wrongCode(secret) },
    });
    expect(wrong.status).toBe(400);
    const status = (await (await admin.fetch('/api/auth/second-factor')).json()) as {
      enabled: boolean;
    };
    expect(status.enabled).toBe(false);

    const confirmed = await admin.fetch('/api/auth/second-factor/confirm', {
      method: 'POST',
      json: { code: codeFor(secret) },
    });
    expect(confirmed.status).toBe(200);
    recoveryCodes = ((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(await (await admin.fetch('/api/auth/second-factor')).json()).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
  });

  it('asks for the code after the password, with a token that is no session', async () => {
    const jar = browser(stack().adminUrl);
    const response = await passwordStep(jar, '/api/login/second-factor');
    const pending = cookieNamed(jar, 'reedmere_sign_in')!;
    expect(pending).toBeDefined();
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(
      /reedmere_sign_in=[^;]+; Max-Age=300; Path=\/; [^\n]*HttpOnly; SameSite=Strict/,
    );

    // The sign-in step's token does not open the admin panel.
    const asSession = await fetch(`${stack().adminUrl}/api/auth/user`, {
      headers: { cookie: `${DEVELOPMENT_SESSION_COOKIE}=${pending}` },
    });
    expect(asSession.status).toBe(401);
    expect(await asSession.json()).toEqual(UNAUTHORIZED);

    const page = await jar.fetch('/api/login/second-factor');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<label for="code">6-digit code<\/label>/);
    expect(html).toMatch(
      /<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="7" required autofocus aria-describedby="code-hint">/,
    );
    expect(html).toContain('<form method="post" action="/api/login/second-factor">');
    expect(html).toContain('href="/api/login/second-factor?with=recovery-code"');
    expect(html).not.toContain('<script');

    const recovery = await (await jar.fetch('/api/login/second-factor?with=recovery-code')).text();
    expect(recovery).toMatch(/<label for="recovery-code">Recovery code<\/label>/);
    expect(recovery).toMatch(/name="recoveryCode" type="text" autocomplete="off"/);
  });

  it('shows a wrong code on the field, then signs in with the right one', async () => {
    const jar = browser(stack().adminUrl);
    await passwordStep(jar, '/api/login/second-factor');
    const wrong = await jar.fetch('/api/login/second-factor', {
      method: 'POST',
      form: { code: wrongCode(secret) },
    });
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain(
      '<div id="code-error" class="error" role="alert">The code is not correct.',
    );
    expect(html).toMatch(/autofocus aria-invalid="true" aria-describedby="code-hint code-error"/);
    expect(cookieNamed(jar, DEVELOPMENT_SESSION_COOKIE)).toBeUndefined();

    await forgetLastCode(stack());
    const right = await jar.fetch('/api/login/second-factor', {
      method: 'POST',
      form: { code: codeFor(secret) },
    });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/admin');
    expect(cookieNamed(jar, DEVELOPMENT_SESSION_COOKIE)).toBeDefined();
    expect(cookieNamed(jar, 'reedmere_device')).toBeDefined();
    expect(cookieNamed(jar, 'reedmere_sign_in')).toBeUndefined();
    expect((await jar.fetch('/api/auth/user')).status).toBe(200);
  });

  it('refuses a code already used, and a sign-in step without its cookie', async () => {
    await forgetLastCode(stack());
    const code = codeFor(secret);
    const first = await atSecondStep(stack());
    expect(
      (await first.fetch('/api/login/second-factor', { method: 'POST', json: { code } })).status,
    ).toBe(200);

    const second = browser(stack().adminUrl);
    const step = await second.fetch('/api/login', { method: 'POST', json: ADMIN });
    expect(await step.json()).toEqual({ step: 'second-factor' });
    const replay = await second.fetch('/api/login/second-factor', {
      method: 'POST',
      json: { code },
    });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({
      message: 'That code has already been used. Wait for the next code and try again.',
    });
    expect(cookieNamed(second, DEVELOPMENT_SESSION_COOKIE)).toBeUndefined();

    const none = await browser(stack().adminUrl).fetch('/api/login/second-factor', {
      method: 'POST',
      json: { code: codeFor(secret, 1) },
    });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      message: 'The sign-in has expired. Please enter your email and password again.',
    });
  });

  it('takes each recovery code once', async () => {
    const first = await atSecondStep(stack());
    const used = await sendRecoveryCode(first, recoveryCodes[0]);
    expect(used.status).toBe(200);
    expect(await used.json()).toMatchObject({ email: ADMIN.email, recoveryCodesLeft: 9 });

    const second = await atSecondStep(stack());
    const again = await second.fetch('/api/login/second-factor', {
      method: 'POST',
      form: { recoveryCode: recoveryCodes[0]! },
    });
    expect(again.status).toBe(401);
    expect(await again.text()).toContain(
      'The recovery code is not correct, or it has already been used.',
    );
  });

  it('is replaced only with a current code or an unused recovery code besides the password', async () => {
    const admin = await atSecondStep(stack());
    const signedIn = await sendRecoveryCode(admin, recoveryCodes[2]);
    expect(signedIn.status).toBe(200);
    const passwordOnly = await admin.fetch('/api/auth/second-factor/setup', {
      method: 'POST',
      json: { password: ADMIN.password },
    });
    expect(passwordOnly.status).toBe(400);
    expect(await passwordOnly.json()).toMatchObject({
      errors: [{ field: 'code', message: expect.stringMatching(/^Give a code/) }],
    });
    const withRecoveryCode = await admin.fetch('/api/auth/second-factor/setup', {
      method: 'POST',
      json: { password: ADMIN.password, recoveryCode: recoveryCodes[3] },
    });
    expect(withRecoveryCode.status).toBe(200);
    expect(await withRecoveryCode.json()).toMatchObject({ secret: expect.any(String) });
  });

  it('is turned off with the password; then the password alone signs in', async () => {
    const admin = await atSecondStep(stack());
    await sendRecoveryCode(admin, recoveryCodes[1]);
    const missing = await turnOffSecondFactor(admin, {});
    expect(missing.status).toBe(400);
    const off = await turnOffSecondFactor(admin);
    expect(off.status).toBe(204);
    const plain = await signInWithPassword(stack());
    expect(await plain.json()).toMatchObject({ email: ADMIN.email });
  });
});

describe('a second factor required for every account', () => {
  const stack = useStack({ serviceEnv: { identity: { REQUIRE_SECOND_FACTOR: 'true' } } });

  it('makes an account without one set it up at sign-in before it gets a session', async () => {
    const jar = browser(stack().adminUrl);
    await passwordStep(jar, '/api/login/second-factor-setup');

    const page = await jar.fetch('/api/login/second-factor-setup');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<div class="qr"><svg role="img" aria-label="QR code/);
    const secret = /<code id="totp-secret" class="secret">([A-Z2-7 ]+)<\/code>/
      .exec(html)![1]!
      .replace(/ /g, '');
    expect(html).toMatch(/inputmode="numeric" autocomplete="one-time-code"/);
    expect(html).toContain('<form method="post" action="/api/login/second-factor-setup">');

    const wrong = await jar.fetch('/api/login/second-factor-setup', {
      method: 'POST',
      form: { code: wrongCode(secret) },
    });
    expect(wrong.status).toBe(401);
    const again = await wrong.text();
    expect(again).toContain('role="alert">The code is not correct.');
    expect(again).toContain(`${secret.slice(0, 4)} ${secret.slice(4, 8)}`);
    expect(cookieNamed(jar, DEVELOPMENT_SESSION_COOKIE)).toBeUndefined();
    expect((await jar.fetch('/api/auth/user')).status).toBe(401);

    const done = await jar.fetch('/api/login/second-factor-setup', {
      method: 'POST',
      form: { code: codeFor(secret) },
    });
    expect(done.status).toBe(200);
    const codesPage = await done.text();
    expect(codesPage.match(/<li><code>[0-9a-z-]+<\/code><\/li>/g)).toHaveLength(10);
    expect(codesPage).toContain('<a class="continue" href="/admin">');
    expect((await jar.fetch('/api/auth/user')).status).toBe(200);

    // Turning it off is refused; the next sign-in asks for a code.
    const off = await turnOffSecondFactor(jar);
    expect(off.status).toBe(409);
    const next = await signInWithPassword(stack());
    expect(await next.json()).toEqual({ step: 'second-factor' });
  });
});
