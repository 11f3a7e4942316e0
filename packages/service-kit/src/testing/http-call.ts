export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request to a running service, over real HTTP; the answer's body parsed when it is JSON. */
export async function call(
  url: string,
  method: Method,
  path: string,
  options: { body?: object | FormData | undefined; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const given = options.body;
  const form = given instanceof FormData;
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      // A form sets its own multipart content type, with the boundary.
      ...(given && !form ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(given ? { body: form ? given : JSON.stringify(given) } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body, headers: response.headers };
}
