import { upstreamError } from '../src/service-call';

const answer = (status: number, body: unknown) => ({ status, body, headers: new Headers() });

describe('upstreamError', () => {
  it('passes a service message through for the client-error statuses', () => {
    const error = upstreamError(
      'news',
      answer(409, { message: 'An article with this slug already exists' }),
    );
    expect([error.status, error.message]).toEqual([
      409,
      'An article with this slug already exists',
    ]);
    const invalid = upstreamError(
      'properties',
      answer(400, {
        message: 'Validation failed',
        errors: [{ field: 'title', message: 'Title is required' }],
      }),
    );
    expect(invalid.errors).toEqual([{ field: 'title', message: 'Title is required' }]);
  });

  it('answers a service 5xx as 502 with a generic message, never the service text', () => {
    const error = upstreamError(
      'news',
      answer(500, { message: 'TypeError: x is undefined at repo.ts:12' }),
    );
    expect([error.status, error.message]).toEqual([
      502,
      'Something went wrong on our side. Please try again shortly.',
    ]);
  });

  it('answers a service 503 as 503 naming the area, and a refused service token as 502', () => {
    expect(
      upstreamError('news', answer(503, { message: 'The database is unavailable.' })).message,
    ).toBe('News is temporarily unavailable. Please try again shortly.');
    expect(upstreamError('news', answer(403, { message: 'Forbidden' })).status).toBe(502);
  });
});
