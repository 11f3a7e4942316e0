import { ApiError } from '@reedmere/web-kit';
import { serverFieldErrors } from './server-field-errors';

describe('serverFieldErrors', () => {
  it('puts a 409 under the slug', () => {
    expect(
      serverFieldErrors(
        new ApiError(409, '{"message":"An article with this slug already exists"}'),
      ),
    ).toEqual({ slug: 'An article with this slug already exists' });
  });

  it('maps the field list of a 400, ignoring unknown fields', () => {
    const body = {
      message: 'Validation failed',
      errors: [
        { field: 'slug', message: 'This slug is reserved; choose another' },
        { field: 'content', message: 'Content is required' },
        { field: 'publishedAt', message: 'bad date' },
      ],
    };
    expect(serverFieldErrors(new ApiError(400, `${JSON.stringify(body)}`))).toEqual({
      slug: 'This slug is reserved; choose another',
      content: 'Content is required',
    });
  });

  it('gives nothing for other answers', () => {
    expect(serverFieldErrors(new ApiError(500, 'Internal Server Error'))).toEqual({});
    expect(serverFieldErrors(new ApiError(401, '{"message":"Unauthorized"}'))).toEqual({});
    expect(serverFieldErrors('409: {"message":"x"}')).toEqual({});
  });
});
