import { DEV_ADMIN } from '@reedmere/launcher';
import { apiAt, type ApiRequest, type ApiResponse } from './api';
import { adminUrl, type SiteVariant } from './site-url';

export interface AdminSession {
  /** The `name=value` of the session cookie. */
  cookie: string;
  /** A call as the signed-in admin's browser makes it: the cookie and the site's Origin. */
  call<T = unknown>(path: string, request?: ApiRequest): Promise<ApiResponse<T>>;
}

/**
 * Signs in the development admin through the admin site's `POST /api/login`, as the sign-in
 * form's fetch would.
 */
export function signIn(variant: SiteVariant): Promise<AdminSession> {
  return signInAt(adminUrl(variant));
}

/**
 * The same on the admin site at `origin` (a stack a test started itself), as the development admin or
 * as another person.
 */
export async function signInAt(
  origin: string,
  { email, password }: { email: string; password: string } = DEV_ADMIN,
): Promise<AdminSession> {
  const response = await apiAt(origin, '/api/login', {
    method: 'POST',
    json: { email, password },
    headers: { origin },
  });
  if (response.status !== 200) {
    throw new Error(`Sign-in failed: ${response.status} ${response.text}`);
  }
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('reedmere_session='));
  if (!setCookie) throw new Error('Sign-in set no session cookie');
  const cookie = setCookie.split(';')[0]!;
  return {
    cookie,
    call: (path, request = {}) =>
      apiAt(origin, path, { ...request, headers: { origin, cookie, ...request.headers } }),
  };
}
