/**
 * jsdom has no `Response`; this is the part of one that `apiFetch` reads, for stubbing `fetch`.
 */
export function jsonResponse(status: number, body: unknown = {}): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
}
