import { ApiError } from '@reedmere/web-kit';
import { serverFieldErrors } from './server-field-errors';

const FIELDS = ['title', 'slug', 'content'] as const;

describe('serverFieldErrors', () => {
  it('puts a 409 under the field that must be unique', () => {
    const taken = new ApiError(409, '{"message":"An article with this slug already exists"}');
    expect(serverFieldErrors(taken, FIELDS, 'slug')).toEqual({
      slug: 'An article with this slug already exists',
    });
    expect(serverFieldErrors(taken, FIELDS)).toEqual({});
  });

  it('maps the field list of a 400, ignoring fields the form does not have', () => {
    const body = {
      message: 'Validation failed',
      errors: [
        { field: 'slug', message: 'This slug is reserved; choose another' },
        { field: 'content', message: 'Content is required' },
        { field: 'publishedAt', message: 'bad date' },
      ],
    };
    expect(serverFieldErrors(new ApiError(400, JSON.stringify(body)), FIELDS)).toEqual({
      slug: 'This slug is reserved; choose another',
      content: 'Content is required',
    });
  });

  it('gives nothing for other answers', () => {
    expect(serverFieldErrors(new ApiError(500, 'Internal Server Error'), FIELDS, 'slug')).toEqual(
      {},
    );
    expect(serverFieldErrors(new ApiError(401, '{"message":"Unauthorized"}'), FIELDS)).toEqual({});
    expect(serverFieldErrors('409: {"message":"x"}', FIELDS, 'slug')).toEqual({});
  });
});
