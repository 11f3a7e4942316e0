import jwt from 'jsonwebtoken';
import { AGENCY } from '@reedmere/agency';
import { LOGIN_PAGE_CSP } from '../src/auth/login-page';
import { LOGOUT_PAGE_CSP } from '../src/auth/logout-page';
import { DEVELOPMENT_SESSION_COOKIE as SESSION_COOKIE } from '../src/auth/auth-cookies';
import { signSessionToken } from '../src/auth/session-token';
import { caller, signedIn } from './support/client';
import { ADMIN, PRODUCTION_BEHIND_PROXY_ENV, startStack, type TestStack } from './support/stack';

const UNAUTHORIZED = '{"message":"Unauthorized"}';

describe('sign-in, sessions and sign-out', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.stop());

  const userWith = (cookie?: string) =>
    fetch(`${stack.adminUrl}/api/auth/user`, { headers: cookie ? { cookie } : {} });

  const form = (email: string, password: string) =>
    fetch(`${stack.adminUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: stack.adminUrl },
      body: new URLSearchParams({ email, password }).toString(),
      redirect: 'manual',
    });

  it('GET /api/login serves an accessible sign-in page with its own tight CSP', async () => {
    const response = await fetch(`${stack.adminUrl}/api/login`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(LOGIN_PAGE_CSP);
    expect(LOGIN_PAGE_CSP).toContain("default-src 'none'");
    expect(LOGIN_PAGE_CSP).toContain("form-action 'self'");
    expect(LOGIN_PAGE_CSP).not.toContain('unsafe-inline');
    const html = await response.text();
    expect(html).toContain(AGENCY.name);
    expect(html).toMatch(/<label for="email">[^<]+<\/label>/);
    expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="username"/);
    expect(html).toMatch(/<label for="password">[^<]+<\/label>/);
    expect(html).toMatch(/type="password" autocomplete="current-password"/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('aria-invalid="true"');
    expect(html).toContain('<form method="post" action="/api/login">');
    expect(html).not.toContain('<script');
  });

  it('a form sign-in sets the session cookie and redirects 303 to /admin', async () => {
    const response = await form(ADMIN.email, ADMIN.password);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=28800/);
    // Plain http here: the cookie must still work, so it is not marked Secure.
    expect(cookie).not.toMatch(/Secure/i);

    const token = cookie.split(';')[0]!.split('=')[1]!;
    const claims = jwt.decode(token, { complete: true })!;
    expect(claims.header.alg).toBe('HS256');
    expect(claims.payload).toMatchObject({
      iss: 'reedmere-bff',
      aud: 'reedmere-admin',
      email: ADMIN.email,
      name: ADMIN.name,
    });
    const payload = claims.payload as jwt.JwtPayload;
    expect(typeof payload.sub).toBe('string');
    expect(typeof payload.sid).toBe('string');
    expect(payload.exp! - payload.iat!).toBe(8 * 60 * 60);

    const user = await userWith(cookie.split(';')[0]);
    expect(user.status).toBe(200);
    expect(user.headers.get('cache-control')).toBe('no-store');
    expect(await user.json()).toEqual({
      id: payload.sub,
      email: ADMIN.email,
      name: ADMIN.name,
      role: 'owner',
      divisions: [],
    });
  });

  it('a JSON sign-in answers 200 with the user', async () => {
    const admin = caller(stack.adminUrl);
    const response = await admin.fetch('/api/login', { method: 'POST', json: ADMIN });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: ADMIN.email, name: ADMIN.name });
    expect(admin.cookie).toBeDefined();
  });

  it('a wrong password shows the page again with the message and 401, escaping what was typed', async () => {
    const response = await form('<b>x</b>@example.com', 'wrong password');
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('Email or password is incorrect.');
    expect(html).toContain('value="&lt;b&gt;x&lt;/b&gt;@example.com"');
    expect(html).not.toContain('<b>x</b>');
    // Both fields are marked invalid and point at the message.
    expect(html).toMatch(
      /<input id="email"[^>]* aria-invalid="true" aria-describedby="login-error"/,
    );
    expect(html).toMatch(
      /<input id="password"[^>]* aria-invalid="true" aria-describedby="login-error"/,
    );
    expect(response.headers.get('set-cookie')).toBeNull();

    const json = await caller(stack.adminUrl).fetch('/api/login', {
      method: 'POST',
      json: { email: ADMIN.email, password: 'not the password' },
    });
    expect(json.status).toBe(401);
    expect(await json.json()).toEqual({ message: 'Email or password is incorrect.' });
  });

  it('missing fields give 400 with a message', async () => {
    const response = await form('', '');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Enter your email address and password.');
  });

  it('identity throttling passes through as 429', async () => {
    const victim = 'throttled@reedmere.example';
    let last: Response | undefined;
    for (let i = 0; i < 6; i += 1) last = await form(victim, 'wrong password 123');
    expect(last!.status).toBe(429);
    expect(await last!.text()).toContain('Too many sign-in attempts');
  });

  describe('GET /api/auth/user and admin routes refuse with exactly 401 {"message":"Unauthorized"}', () => {
    const secret = () => stack.config.jwtSecret;
    const claimsFor = async () => {
      const admin = await signedIn(stack.adminUrl, ADMIN);
      const token = admin.cookie!.split('=')[1]!;
      return jwt.decode(token) as jwt.JwtPayload;
    };
    /** A session cookie holding the token `sign` makes from a live session's own claims. */
    const forged = (sign: (claims: jwt.JwtPayload) => string) => async () =>
      `${SESSION_COOKIE}=${sign(await claimsFor())}`;
    /** The BFF's own kind of token for the session's owner, naming session `sid`, signed with `key`. */
    const sessionToken = (c: jwt.JwtPayload, sid: string, key: string) =>
      signSessionToken(
        {
          id: c.sub!,
          email: c.email as string,
          name: c.name as string,
          role: 'owner',
          divisions: [],
        },
        sid,
        key,
      );

    const cases: [string, () => Promise<string | undefined>][] = [
      ['no cookie', async () => undefined],
      ['a garbage cookie', async () => `${SESSION_COOKIE}=garbage.not.ajwt`],
      [
        'an expired token',
        forged((c) =>
          jwt.sign(
            { sid: c.sid, email: c.email, name: c.name, exp: Math.floor(Date.now() / 1000) - 10 },
            secret(),
            {
              algorithm: 'HS256',
              subject: c.sub,
              issuer: 'reedmere-bff',
              audience: 'reedmere-admin',
            },
          ),
        ),
      ],
      [
        'a token signed with another key',
        forged((c) => sessionToken(c, c.sid as string, 'another-secret-that-is-long-enough-0000')),
      ],
      [
        'an alg:none token',
        forged((c) =>
          jwt.sign({ sid: c.sid, email: c.email, name: c.name }, '', {
            algorithm: 'none',
            subject: c.sub,
            issuer: 'reedmere-bff',
            audience: 'reedmere-admin',
          }),
        ),
      ],
      [
        'a token for another audience',
        forged((c) =>
          jwt.sign({ sid: c.sid }, secret(), {
            algorithm: 'HS256',
            subject: c.sub,
            issuer: 'reedmere-bff',
            audience: 'someone-else',
          }),
        ),
      ],
      [
        'a well-signed token naming no live session',
        forged((c) => sessionToken(c, 'no-such-session', secret())),
      ],
    ];

    it.each(cases)('%s', async (_name, makeCookie) => {
      const cookie = await makeCookie();
      const user = await userWith(cookie);
      expect(user.status).toBe(401);
      expect(await user.text()).toBe(UNAUTHORIZED);
      const list = await fetch(`${stack.adminUrl}/api/admin/properties`, {
        headers: cookie ? { cookie } : {},
      });
      expect(list.status).toBe(401);
      expect(await list.text()).toBe(UNAUTHORIZED);
    });
  });

  describe('sign-out', () => {
    it('GET /api/logout only asks: a same-origin page whose form posts, and the session lives on', async () => {
      const admin = await signedIn(stack.adminUrl, ADMIN);
      const response = await admin.fetch('/api/logout');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toBe(LOGOUT_PAGE_CSP);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('set-cookie')).toBeNull();
      const html = await response.text();
      expect(html).toContain('Sign out of the admin panel?');
      expect(html).toContain('<form method="post" action="/api/logout">');
      expect(html).toMatch(/<button type="submit">Sign out<\/button>/);
      expect(html).not.toContain('<script');

      expect((await userWith(admin.cookie)).status).toBe(200);
    });

    /** A fresh admin session, signed out by a same-origin post that accepts `accept`. */
    const signOutAccepting = async (accept: string) => {
      const admin = await signedIn(stack.adminUrl, ADMIN);
      const oldCookie = admin.cookie!;
      const response = await admin.fetch('/api/logout', { method: 'POST', headers: { accept } });
      return { admin, oldCookie, response };
    };

    it('a same-origin form post ends the session at identity and redirects 303 to the sign-in page', async () => {
      const { admin, oldCookie, response } = await signOutAccepting(
        'text/html,application/xhtml+xml',
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/api/login');
      expect(response.headers.get('set-cookie')).toMatch(
        /^reedmere_session=;.*Expires=Thu, 01 Jan 1970/,
      );
      expect(admin.cookie).toBeUndefined();

      const after = await userWith(oldCookie);
      expect(after.status).toBe(401);
      expect(await after.text()).toBe(UNAUTHORIZED);
    });

    it('a same-origin fetch asking for JSON gets 200 JSON, and the session is over', async () => {
      const { oldCookie, response } = await signOutAccepting('application/json');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ message: 'Signed out.' });
      expect(response.headers.get('set-cookie')).toMatch(/^reedmere_session=;/);
      expect((await userWith(oldCookie)).status).toBe(401);
    });

    it.each(['/api/logout', '/api/Logout', '/api/logout/', '/API/LOGOUT'])(
      'a post to %s from another site is refused 403 and the session lives on',
      async (path) => {
        const admin = await signedIn(stack.adminUrl, ADMIN);
        const response = await admin.fetch(path, {
          method: 'POST',
          headers: { origin: 'https://evil.example', accept: 'application/json' },
        });
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ message: 'Forbidden' });
        expect(response.headers.get('set-cookie')).toBeNull();
        expect((await userWith(admin.cookie)).status).toBe(200);
      },
    );

    it('a post from another site is refused even without the cookie', async () => {
      const response = await fetch(`${stack.adminUrl}/api/logout`, {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
        redirect: 'manual',
      });
      expect(response.status).toBe(403);
    });

    it('signing out without a session just redirects', async () => {
      const response = await caller(stack.adminUrl).fetch('/api/logout', { method: 'POST' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/api/login');
    });
  });
});

describe('sign-in in production, behind a TLS proxy', () => {
  let stack: TestStack;
  beforeAll(async () => {
    // A complete production configuration starts.
    stack = await startStack({ env: PRODUCTION_BEHIND_PROXY_ENV });
    expect(stack.config.production).toBe(true);
  });
  afterAll(() => stack?.stop());

  it('marks the cookie Secure and sends HSTS when the proxy says https', async () => {
    const response = await fetch(`${stack.adminUrl}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://admin.reedmere.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.7',
      },
      body: JSON.stringify(ADMIN),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('sends no HSTS for plain http through the proxy', async () => {
    const response = await fetch(`${stack.adminUrl}/api/health`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
