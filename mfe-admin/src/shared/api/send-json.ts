import { readApiError } from '@reedmere/web-kit';

/**
 * A mutation with the session cookie. Like apiFetch, a non-OK answer throws an ApiError; unlike
 * it, an empty answer (204 after DELETE) is fine.
 */
export async function sendJson<T = unknown>(
  url: string,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T | undefined> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...extraHeaders,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await readApiError(response);
  const text = await response.text().catch(() => '');
  return text === '' ? undefined : (JSON.parse(text) as T);
}
