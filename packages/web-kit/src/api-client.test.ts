/**
 * @jest-environment node
 */
import { apiFetch, keyToUrl } from './api-client';
import { ApiError } from './api-error';

describe('apiFetch', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('sends credentials and returns the JSON body', async () => {
    const fetchMock = jest.fn(async () => new Response('{"a":1}', { status: 200 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(apiFetch('/api/x')).resolves.toEqual({ a: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('throws an ApiError, "<status>: <body>", on a non-OK response', async () => {
    global.fetch = jest.fn(
      async () => new Response('Service unavailable', { status: 503 }),
    ) as unknown as typeof fetch;
    const failure = apiFetch('/api/x');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('503: Service unavailable');
  });

  it('joins key segments with a slash', () => {
    expect(keyToUrl(['/api/properties', 'abc'])).toBe('/api/properties/abc');
  });
});
