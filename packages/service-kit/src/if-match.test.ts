import express from 'express';
import request from 'supertest';
import { ConflictError, ValidationError } from './domain-errors';
import { errorHandler } from './error-handler';
import { expectedVersion, IF_MATCH_MESSAGE, replaceIfMatch } from './if-match';
import { silentLogger } from './logger';
import { MALFORMED_IF_MATCH } from './testing/conditional-replace';
import { VersionChangedError } from './version-changed';

const UPDATED_AT = '2026-03-01T09:30:15.250Z';

describe('expectedVersion', () => {
  it('reads a quoted updatedAt as the version it names', () => {
    expect(expectedVersion(`"${UPDATED_AT}"`)).toEqual(new Date(UPDATED_AT));
  });

  it.each([
    ['absent', undefined],
    ['*', '*'],
  ])('names no version when %s (any version will do)', (_case, ifMatch) => {
    expect(expectedVersion(ifMatch)).toBeUndefined();
  });

  it.each(MALFORMED_IF_MATCH)('refuses a malformed tag (%s), naming If-Match', (_case, tagOf) => {
    const refusal = () => expectedVersion(tagOf(UPDATED_AT));
    expect(refusal).toThrow(ValidationError);
    expect(refusal).toThrow(
      expect.objectContaining({ errors: [{ field: 'If-Match', message: IF_MATCH_MESSAGE }] }),
    );
  });
});

describe('replaceIfMatch', () => {
  function appReplacing(replace: () => Promise<unknown>) {
    const seen: Array<Date | undefined> = [];
    const app = express();
    app.put('/records/:id', (req, res) =>
      replaceIfMatch(req, res, (expected) => {
        seen.push(expected);
        return replace();
      }),
    );
    app.use(errorHandler(silentLogger));
    return { app, seen };
  }

  it('answers the replacement, made from the version If-Match names', async () => {
    const { app, seen } = appReplacing(async () => ({ id: 'a' }));
    const res = await request(app).put('/records/a').set('If-Match', `"${UPDATED_AT}"`);
    expect([res.status, res.body]).toEqual([200, { id: 'a' }]);
    expect(seen).toEqual([new Date(UPDATED_AT)]);
  });

  it('answers 412 with the version stored as the ETag when the record has moved on', async () => {
    const stored = new Date('2026-03-01T10:00:00.000Z');
    const { app } = appReplacing(async () => {
      throw new VersionChangedError('page', stored);
    });
    const res = await request(app).put('/records/a').set('If-Match', `"${UPDATED_AT}"`);
    expect(res.status).toBe(412);
    expect(res.headers.etag).toBe(`"${stored.toISOString()}"`);
    expect(res.body).toEqual({
      message:
        'The page has been saved since the version this change was made from; nothing was changed.',
    });
  });

  it('leaves any other error to the error handler', async () => {
    const { app } = appReplacing(async () => {
      throw new ConflictError('Duplicate');
    });
    const res = await request(app).put('/records/a');
    expect([res.status, res.body]).toEqual([409, { message: 'Duplicate' }]);
  });

  it('refuses a malformed tag with 400 before replacing anything', async () => {
    const { app, seen } = appReplacing(async () => ({}));
    const res = await request(app).put('/records/a').set('If-Match', 'yesterday');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'If-Match', message: IF_MATCH_MESSAGE }]);
    expect(seen).toEqual([]);
  });
});
