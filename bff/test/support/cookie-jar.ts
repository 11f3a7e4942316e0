/**
 * A browser-like caller that keeps every cookie the site sets (session, known device, sign-in
 * step), sends them back, and sends the site's own Origin on writes.
 */
export interface Browser {
  cookies: Map<string, string>;
  /** `name=value; ...` of the cookies held. */
  cookieHeader(): string;
  fetch(
    path: string,
    init?: RequestInit & { json?: unknown; form?: Record<string, string> },
  ): Promise<Response>;
}

export function browser(baseUrl: string, headers: Record<string, string> = {}): Browser {
  const cookies = new Map<string, string>();
  const self: Browser = {
    cookies,
    cookieHeader: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    async fetch(path, init = {}) {
      const sent = new Headers(init.headers);
      for (const [name, value] of Object.entries(headers))
        if (!sent.has(name)) sent.set(name, value);
      if (cookies.size > 0 && !sent.has('cookie')) sent.set('cookie', self.cookieHeader());
      const method = (init.method ?? 'GET').toUpperCase();
      if (method !== 'GET' && method !== 'HEAD' && !sent.has('origin')) sent.set('origin', baseUrl);
      let body = init.body;
      if (init.json !== undefined) {
        sent.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      } else if (init.form !== undefined) {
        sent.set('content-type', 'application/x-www-form-urlencoded');
        body = new URLSearchParams(init.form).toString();
      }
      const response = await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: sent,
        body,
        redirect: 'manual',
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        const name = pair!.slice(0, at);
        const value = pair!.slice(at + 1);
        if (value === '' || /Expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    },
  };
  return self;
}

/** The value of the cookie whose name ends with `name` (with or without the `__Host-` prefix). */
export const cookieNamed = (jar: Browser, name: string): string | undefined =>
  [...jar.cookies].find(([key]) => key === name || key === `__Host-${name}`)?.[1];
