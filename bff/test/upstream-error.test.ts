import { upstreamError } from '../src/service-call';

const answer = (status: number, body: unknown) => ({ status, body, headers: new Headers() });

const SLUG_TAKEN = 'An article with this slug already exists';
const CRASH = 'TypeError: x is undefined at repo.ts:12';
const GENERIC = 'Something went wrong on our side. Please try again shortly.';
const NEWS_DOWN = 'News is temporarily unavailable. Please try again shortly.';

describe('upstreamError', () => {
  it.each([
    // A client error: the service's own message is passed through.
    [409, SLUG_TAKEN, 409, SLUG_TAKEN],
    // A 5xx: 502 with a generic message, never the service text.
    [500, CRASH, 502, GENERIC],
    // The service unavailable: 503 naming the area.
    [503, 'The database is unavailable.', 503, NEWS_DOWN],
    // A refused service token: 502.
    [403, 'Forbidden', 502, GENERIC],
  ])('answers a service %i (%s) as %i: %s', (status, message, passedStatus, passedMessage) => {
    const error = upstreamError('news', answer(status, { message }));
    expect([error.status, error.message]).toEqual([passedStatus, passedMessage]);
  });

  it("passes a service's refusal of the acting person's rights through, with its message", () => {
    const missing = 'Only an editor for news and SEO, a manager or the owner can change this.';
    const refused = upstreamError(
      'news',
      answer(403, { message: missing, refused: 'staff-rights' }),
    );
    expect([refused.status, refused.message]).toEqual([403, missing]);
    // Only a refusal saying so: another 403 names nothing the person can act on.
    const other = upstreamError('news', answer(403, { message: missing, refused: 'other' }));
    expect([other.status, other.message]).toEqual([502, GENERIC]);
  });

  it('passes the field problems of a service 400 through', () => {
    const invalid = upstreamError(
      'properties',
      answer(400, {
        message: 'Validation failed',
        errors: [{ field: 'title', message: 'Title is required' }],
      }),
    );
    expect(invalid.errors).toEqual([{ field: 'title', message: 'Title is required' }]);
  });
});
