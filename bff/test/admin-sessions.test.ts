import jwt from 'jsonwebtoken';
import { DEVELOPMENT_SESSION_COOKIE, SESSION_COOKIE } from '../src/auth/auth-cookies';
import { browser, cookieNamed, type Browser } from './support/cookie-jar';
import { ADMIN, PRODUCTION_BEHIND_PROXY_ENV, type TestStack } from './support/stack';
import { useStack } from './support/use-stack';
import { validationFailure } from '@reedmere/service-kit/testing';

const UNAUTHORIZED = { message: 'Unauthorized' };

async function signedIn(stack: TestStack, userAgent?: string): Promise<Browser> {
  const jar = browser(stack.adminUrl, userAgent ? { 'user-agent': userAgent } : {});
  const response = await jar.fetch('/api/login', { method: 'POST', json: ADMIN });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return jar;
}

interface Listed {
  id: string;
  current: boolean;
  userAgent: string;
  address: string;
  createdAt: string;
  lastSeenAt: string;
}

const listOf = async (jar: Browser): Promise<Listed[]> =>
  ((await (await jar.fetch('/api/auth/sessions')).json()) as { sessions: Listed[] }).sessions;

describe("the admin's sessions", () => {
  const stack = useStack();
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';

  it('are listed with when, from where and on what, this one marked', async () => {
    const other = await signedIn(stack(), FIREFOX);
    const me = await signedIn(stack());
    const sessions = await listOf(me);
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const firefox = sessions.find((s) => s.userAgent === 'Firefox on Linux')!;
    expect(firefox).toMatchObject({ current: false, address: '127.0.0.1' });
    expect(Date.parse(firefox.createdAt)).toBeLessThanOrEqual(Date.parse(sessions[0]!.createdAt));
    expect((await listOf(other)).find((s) => s.current)!.id).toBe(firefox.id);
  });

  it('one is ended by its id, and its cookie then gets 401 at once', async () => {
    const other = await signedIn(stack());
    expect((await other.fetch('/api/auth/user')).status).toBe(200);
    const me = await signedIn(stack());
    const otherId = (await listOf(other)).find((s) => s.current)!.id;
    const ended = await me.fetch(`/api/auth/sessions/${otherId}`, { method: 'DELETE' });
    expect(ended.status).toBe(204);
    const after = await other.fetch('/api/auth/user');
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual(UNAUTHORIZED);
    expect((await me.fetch('/api/auth/user')).status).toBe(200);
    const again = await me.fetch(`/api/auth/sessions/${otherId}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: 'Session not found' });
    expect((await me.fetch('/api/auth/sessions/not-an-id', { method: 'DELETE' })).status).toBe(404);
  });

  it('every other one is ended at once, this one kept', async () => {
    const others = [await signedIn(stack()), await signedIn(stack())];
    for (const other of others) expect((await other.fetch('/api/auth/user')).status).toBe(200);
    const me = await signedIn(stack());
    const ended = await me.fetch('/api/auth/sessions/end-others', { method: 'POST' });
    expect(ended.status).toBe(200);
    expect(((await ended.json()) as { ended: number }).ended).toBeGreaterThanOrEqual(2);
    for (const other of others) expect((await other.fetch('/api/auth/user')).status).toBe(401);
    expect(await listOf(me)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('are not listed or ended without a session, or from another site', async () => {
    const list = await fetch(`${stack().adminUrl}/api/auth/sessions`);
    expect(list.status).toBe(401);
    const me = await signedIn(stack());
    const forged = await me.fetch('/api/auth/sessions/end-others', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
  });
});

describe('changing the password', () => {
  const NEW_PASSWORD = 'a much longer new passphrase';
  const stack = useStack();

  it('refuses a wrong current password or a deny-listed new one, changing nothing', async () => {
    const me = await signedIn(stack());
    const wrong = await me.fetch('/api/auth/password', {
      method: 'POST',
      json: { currentPassword: 'not the password', newPassword: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      message: 'The current password is not correct',
      errors: [{ field: 'currentPassword', message: 'The current password is not correct' }],
    });
    const common = await me.fetch('/api/auth/password', {
      method: 'POST',
      json: { currentPassword: ADMIN.password, newPassword: '1q2w3e4r5t6y' },
    });
    expect(common.status).toBe(400);
    expect(await common.json()).toEqual(
      validationFailure([
        {
          field: 'newPassword',
          message: 'Password is one of the most common passwords; choose a less predictable one',
        },
      ]),
    );
    const missing = await me.fetch('/api/auth/password', { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: unknown[] }).errors).toHaveLength(2);
    expect(
      (await browser(stack().adminUrl).fetch('/api/login', { method: 'POST', json: ADMIN })).status,
    ).toBe(200);
  });

  it('sets the new one, ends the other sessions and keeps this one', async () => {
    const other = await signedIn(stack());
    expect((await other.fetch('/api/auth/user')).status).toBe(200);
    const me = await signedIn(stack());
    const changed = await me.fetch('/api/auth/password', {
      method: 'POST',
      json: { currentPassword: ADMIN.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({
      message: 'Password changed. Your other sessions were signed out.',
      sessionsEnded: expect.any(Number),
    });
    expect((await other.fetch('/api/auth/user')).status).toBe(401);
    expect((await me.fetch('/api/auth/user')).status).toBe(200);
    const old = await browser(stack().adminUrl).fetch('/api/login', {
      method: 'POST',
      json: ADMIN,
    });
    expect(old.status).toBe(401);
    const fresh = await browser(stack().adminUrl).fetch('/api/login', {
      method: 'POST',
      json: { email: ADMIN.email, password: NEW_PASSWORD },
    });
    expect(fresh.status).toBe(200);
  });
});

describe('a session left unused', () => {
  let clock = Date.now();
  const stack = useStack({ app: { now: () => clock } });

  it('ends after the idle time; the sign-in page then says why', async () => {
    const me = await signedIn(stack());
    expect((await me.fetch('/api/auth/user')).status).toBe(200);
    // As if 31 minutes had passed without a request (and the BFF's 5 s cache with them).
    await stack()
      .services.identity.connection.collection('sessions')
      .updateMany({}, { $set: { lastSeenAt: new Date(Date.now() - 31 * 60_000) } });
    clock += 5001;
    const refused = await me.fetch('/api/auth/user');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual(UNAUTHORIZED);

    const page = await me.fetch('/api/login');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      '<p class="notice" role="status">You were signed out after 30 minutes without activity. Please sign in again.</p>',
    );
    expect(cookieNamed(me, DEVELOPMENT_SESSION_COOKIE)).toBeUndefined();
    // Without that cookie the page is the plain one.
    expect(await (await me.fetch('/api/login')).text()).not.toContain('role="status"');
  });

  it('keeps going while it is used', async () => {
    const me = await signedIn(stack());
    await stack()
      .services.identity.connection.collection('sessions')
      .updateMany({}, { $set: { lastSeenAt: new Date(Date.now() - 29 * 60_000) } });
    clock += 5001;
    expect((await me.fetch('/api/auth/user')).status).toBe(200);
    const [stored] = await stack()
      .services.identity.connection.collection('sessions')
      .find({})
      .sort({ createdAt: -1 })
      .limit(1)
      .toArray();
    expect(Date.now() - (stored?.lastSeenAt as Date).getTime()).toBeLessThan(60_000);
  });
});

describe('the session token and cookie', () => {
  const stack = useStack();

  it('a token without an expiry is refused, even well signed for a live session', async () => {
    const me = await signedIn(stack());
    const token = cookieNamed(me, DEVELOPMENT_SESSION_COOKIE)!;
    const claims = jwt.decode(token) as jwt.JwtPayload;
    const noExp = jwt.sign(
      { sid: claims.sid, email: claims.email, name: claims.name },
      stack().config.jwtSecret,
      {
        algorithm: 'HS256',
        subject: claims.sub,
        issuer: 'reedmere-bff',
        audience: 'reedmere-admin',
      },
    );
    expect((jwt.decode(noExp) as jwt.JwtPayload).exp).toBeUndefined();
    const refused = await fetch(`${stack().adminUrl}/api/auth/user`, {
      headers: { cookie: `${DEVELOPMENT_SESSION_COOKIE}=${noExp}` },
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual(UNAUTHORIZED);
    const accepted = await fetch(`${stack().adminUrl}/api/auth/user`, {
      headers: { cookie: `${DEVELOPMENT_SESSION_COOKIE}=${token}` },
    });
    expect(accepted.status).toBe(200);
  });

  it('over plain http outside production: the development names, httpOnly, not Secure', async () => {
    const response = await browser(stack().adminUrl).fetch('/api/login', {
      method: 'POST',
      json: ADMIN,
    });
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith(`${DEVELOPMENT_SESSION_COOKIE}=`))!;
    expect(session).toMatch(/; Max-Age=28800; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
    const device = cookies.find((c) => c.startsWith('reedmere_device='))!;
    expect(device).toMatch(
      /; Max-Age=31536000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Strict$/,
    );
    expect(cookies.join('\n')).not.toMatch(/Secure|Domain=|__Host-/);
    // A __Host- cookie sent over plain http is not read.
    const token = session.split(';')[0]!.split('=')[1]!;
    const prefixed = await fetch(`${stack().adminUrl}/api/auth/user`, {
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(prefixed.status).toBe(401);
  });
});

describe('the cookies in production', () => {
  const stack = useStack({ env: PRODUCTION_BEHIND_PROXY_ENV });

  it('are __Host- prefixed: Secure, Path=/, no Domain; the unprefixed name is not read', async () => {
    const jar = browser(stack().adminUrl, {
      origin: 'https://admin.reedmere.example',
      'x-forwarded-proto': 'https',
    });
    const response = await jar.fetch('/api/login', { method: 'POST', json: ADMIN });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0])).toEqual([SESSION_COOKIE, '__Host-reedmere_device']);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Path=\/; /);
      expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
      expect(cookie).not.toMatch(/Domain=/);
    }
    expect((await jar.fetch('/api/auth/user')).status).toBe(200);
    const token = jar.cookies.get(SESSION_COOKIE)!;
    const unprefixed = await fetch(`${stack().adminUrl}/api/auth/user`, {
      headers: { cookie: `${DEVELOPMENT_SESSION_COOKIE}=${token}`, 'x-forwarded-proto': 'https' },
    });
    expect(unprefixed.status).toBe(401);
  });
});
