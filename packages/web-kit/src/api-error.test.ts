/**
 * @jest-environment node
 */
import { ApiError, isApiError, isNotFound, isSignedOut, readApiError } from './api-error';

describe('ApiError', () => {
  it('keeps the documented "<status>: <body text>" message', () => {
    const error = new ApiError(409, '{"message":"An article with this slug already exists"}');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('409: {"message":"An article with this slug already exists"}');
    expect(error.status).toBe(409);
  });

  it('falls back to the status text when the body is empty', () => {
    const error = new ApiError(502, '', 'Bad Gateway');
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.bodyText).toBe('');
  });

  it('parses a JSON body and reads its message', () => {
    const error = new ApiError(400, '{"message":"Page path is taken"}');
    expect(error.body).toEqual({ message: 'Page path is taken' });
    expect(error.serverMessage).toBe('Page path is taken');
  });

  it('keeps a text body as text, with no server message', () => {
    const error = new ApiError(500, 'Internal Server Error');
    expect(error.body).toBe('Internal Server Error');
    expect(error.serverMessage).toBeUndefined();
  });

  it('gives no server message when it is empty or not a string', () => {
    expect(new ApiError(400, '{"message":""}').serverMessage).toBeUndefined();
    expect(new ApiError(400, '{"message":3}').serverMessage).toBeUndefined();
    expect(new ApiError(400, '"quoted"').serverMessage).toBeUndefined();
  });

  it("reads a 400's field errors, the first message per field", () => {
    const body = {
      message: 'Validation failed',
      errors: [
        { field: 'slug', message: 'This slug is reserved; choose another' },
        { field: 'content', message: 'Content is required' },
        { field: 'slug', message: 'second slug message' },
        { field: 'title' },
        'not an item',
      ],
    };
    expect(new ApiError(400, JSON.stringify(body)).fieldErrors).toEqual({
      slug: 'This slug is reserved; choose another',
      content: 'Content is required',
    });
  });

  it('has no field errors for other statuses or bodies', () => {
    const listed = JSON.stringify({ errors: [{ field: 'slug', message: 'taken' }] });
    expect(new ApiError(409, listed).fieldErrors).toEqual({});
    expect(new ApiError(400, 'Bad Request').fieldErrors).toEqual({});
    expect(new ApiError(400, '{"message":"Too many images"}').fieldErrors).toEqual({});
  });
});

describe('readApiError', () => {
  it('reads status and JSON body from a response', async () => {
    const error = await readApiError(
      new Response('{"message":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' }),
    );
    expect(error.message).toBe('401: {"message":"Unauthorized"}');
    expect(error.body).toEqual({ message: 'Unauthorized' });
  });

  it('reads a text body, or the status text when there is none', async () => {
    const text = await readApiError(new Response('Service unavailable', { status: 503 }));
    expect(text.message).toBe('503: Service unavailable');
    const empty = await readApiError(new Response(null, { status: 404, statusText: 'Not Found' }));
    expect(empty.message).toBe('404: Not Found');
  });

  it('treats an unreadable body as empty', async () => {
    const response = new Response('x', { status: 500, statusText: 'Internal Server Error' });
    jest.spyOn(response, 'text').mockRejectedValue(new Error('aborted'));
    const error = await readApiError(response);
    expect(error.message).toBe('500: Internal Server Error');
  });
});

describe('the predicates', () => {
  const signedOut = new ApiError(401, '{"message":"Unauthorized"}');

  it('recognise an ApiError from another copy of this module by its mark', () => {
    const foreign = Object.defineProperty(
      new Error('401: x'),
      Symbol.for('@reedmere/web-kit/ApiError'),
      {
        value: true,
      },
    );
    expect(isApiError(signedOut)).toBe(true);
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('401: {"message":"Unauthorized"}'))).toBe(false);
    expect(isApiError('401: Unauthorized')).toBe(false);
    expect(isApiError(undefined)).toBe(false);
  });

  it('take a 401, and only a 401, as signed out', () => {
    expect(isSignedOut(signedOut)).toBe(true);
    expect(isSignedOut(new ApiError(401, 'Session expired'))).toBe(true);
    expect(isSignedOut(new ApiError(403, '{"message":"Forbidden"}'))).toBe(false);
    expect(isSignedOut(new ApiError(500, 'Unauthorized 401'))).toBe(false);
    expect(isSignedOut(new Error('Failed to fetch'))).toBe(false);
  });

  it('take a 404 as not found', () => {
    expect(isNotFound(new ApiError(404, '{"message":"Article not found"}'))).toBe(true);
    expect(isNotFound(new ApiError(500, '404'))).toBe(false);
    expect(isNotFound(new Error('404: Not found'))).toBe(false);
  });
});
