import type { CookieOptions, Request, Response } from 'express';

/**
 * The sign-in cookies, each httpOnly, SameSite=Strict, Path=/ and with no Domain.
 *
 * Over https (and always in production) each is Secure and named with the `__Host-` prefix, which
 * browsers accept only from a secure origin, for the whole host, without a Domain: a cookie set by
 * a sibling subdomain or over plain http can then never stand in for it. Browsers refuse a Secure
 * cookie over plain http (Chromium and Firefox excepting localhost, Safari not), so the
 * development stack on http://127.0.0.1 uses the same names without the prefix and without
 * Secure. In production a plain-http request still gets the Secure, prefixed cookie, which the
 * browser drops: sign-in there fails rather than travels in clear.
 */
const NAMES = {
  session: 'reedmere_session',
  /** The browser has signed in to the account before (see device-token). */
  device: 'reedmere_device',
  /** A sign-in between its password and its second factor (see sign-in-token). */
  signIn: 'reedmere_sign_in',
} as const;
export type AuthCookie = keyof typeof NAMES;

/** The name every secured session cookie has (the API document names it). */
export const SESSION_COOKIE = `__Host-${NAMES.session}`;
/** The session cookie's name over plain http outside production. */
export const DEVELOPMENT_SESSION_COOKIE = NAMES.session;

const secured = (req: Request, production: boolean): boolean => production || req.secure;

export const cookieName = (kind: AuthCookie, req: Request, production: boolean): string =>
  secured(req, production) ? `__Host-${NAMES[kind]}` : NAMES[kind];

const options = (req: Request, production: boolean): CookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  path: '/',
  secure: secured(req, production),
});

/** The cookie's value, under the one name this request's cookies have; undefined if none. */
export function readCookie(
  req: Request,
  kind: AuthCookie,
  production: boolean,
): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[
    cookieName(kind, req, production)
  ];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function setCookie(
  req: Request,
  res: Response,
  kind: AuthCookie,
  value: string,
  lifetimeSeconds: number,
  production: boolean,
): void {
  res.cookie(cookieName(kind, req, production), value, {
    ...options(req, production),
    maxAge: lifetimeSeconds * 1000,
  });
}

export function clearCookie(
  req: Request,
  res: Response,
  kind: AuthCookie,
  production: boolean,
): void {
  res.clearCookie(cookieName(kind, req, production), options(req, production));
}

/** Whether the request carries a session cookie under either name (for the origin check). */
export function hasSessionCookie(req: Request): boolean {
  const cookies = (req.cookies as Record<string, unknown> | undefined) ?? {};
  return [SESSION_COOKIE, DEVELOPMENT_SESSION_COOKIE].some(
    (name) => typeof cookies[name] === 'string' && cookies[name] !== '',
  );
}
