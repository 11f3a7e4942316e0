/** A browser-like caller: keeps the session cookie and sends the site's own Origin on writes. */
export interface Caller {
  cookie: string | undefined;
  fetch(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
}

export function caller(baseUrl: string): Caller {
  const self: Caller = {
    cookie: undefined,
    async fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (self.cookie && !headers.has('cookie')) headers.set('cookie', self.cookie);
      const method = (init.method ?? 'GET').toUpperCase();
      if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) {
        headers.set('origin', baseUrl);
      }
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      const response = await fetch(`${baseUrl}${path}`, {
        ...init,
        headers,
        body,
        redirect: 'manual',
      });
      const setCookie = response.headers.get('set-cookie');
      if (setCookie?.startsWith('reedmere_session=')) {
        const value = setCookie.split(';')[0]!;
        self.cookie = value === 'reedmere_session=' ? undefined : value;
      }
      return response;
    },
  };
  return self;
}

/** Signs in through the BFF with the JSON form of POST /api/login. */
export async function signedIn(
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<Caller> {
  const admin = caller(baseUrl);
  const response = await admin.fetch('/api/login', { method: 'POST', json: credentials });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return admin;
}
