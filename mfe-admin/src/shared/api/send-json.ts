/**
 * A mutation with the session cookie. Like apiFetch, a non-OK answer throws
 * `"<status>: <body text or status text>"`; unlike it, an empty answer (204 after DELETE) is fine.
 */
export async function sendJson<T = unknown>(
  url: string,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  body?: unknown,
): Promise<T | undefined> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
  return text === '' ? undefined : (JSON.parse(text) as T);
}
