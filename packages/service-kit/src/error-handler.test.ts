import express from 'express';
import request from 'supertest';
import Joi from 'joi';
import { errorHandler, routeNotFound } from './error-handler';
import {
  ConflictError,
  NotFoundError,
  TooLargeError,
  TooManyAttemptsError,
  UnauthorizedError,
  UnavailableError,
  UnsupportedContentError,
  ValidationError,
} from './domain-errors';
import { HttpError } from './http-error';
import { silentLogger } from './logger';
import { validate } from './validate';

function appThrowing(error: unknown) {
  const app = express();
  app.use(express.json({ limit: '10b' }));
  app.post('/json', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/boom', () => {
    throw error;
  });
  app.use(routeNotFound);
  app.use(errorHandler(silentLogger));
  return app;
}

describe('errorHandler', () => {
  it.each([
    [
      new ValidationError('Validation failed', [{ field: 'price', message: 'price is required' }]),
      400,
      { message: 'Validation failed', errors: [{ field: 'price', message: 'price is required' }] },
    ],
    [new UnauthorizedError('Unauthorized'), 401, { message: 'Unauthorized' }],
    [new NotFoundError('Article not found'), 404, { message: 'Article not found' }],
    [new ConflictError('The property has changed'), 409, { message: 'The property has changed' }],
    [new TooLargeError('Image is too large'), 413, { message: 'Image is too large' }],
    [new UnsupportedContentError('Not an image'), 415, { message: 'Not an image' }],
    [
      new TooManyAttemptsError('Try again in 5 minutes'),
      429,
      { message: 'Try again in 5 minutes' },
    ],
    [new UnavailableError('Listings cannot be read'), 503, { message: 'Listings cannot be read' }],
  ])(
    'answers the domain error %p with its status and message only',
    async (error, status, body) => {
      const response = await request(appThrowing(error)).get('/boom');
      expect(response.status).toBe(status);
      expect(response.body).toEqual(body);
    },
  );

  it.each([
    [new HttpError(404, 'Property not found'), 404, { message: 'Property not found' }],
    [
      Object.assign(new Error('E11000 duplicate key'), { code: 11000, keyValue: { slug: 'x' } }),
      409,
      { message: 'A record with this slug already exists' },
    ],
    [
      Object.assign(new Error('Cast to ObjectId failed'), { name: 'CastError' }),
      400,
      { message: 'Invalid identifier or value' },
    ],
    [
      Object.assign(new Error('connect ECONNREFUSED'), { name: 'MongoServerSelectionError' }),
      503,
      { message: 'The database is unavailable. Please try again shortly.' },
    ],
    [
      Object.assign(new Error('x'), { name: 'MulterError', code: 'LIMIT_FILE_SIZE' }),
      413,
      { message: 'File is too large' },
    ],
    [
      Object.assign(new Error('Connection was force closed'), { name: 'MongoError' }),
      503,
      { message: 'The database is unavailable. Please try again shortly.' },
    ],
    [
      new TypeError("Cannot read properties of undefined (reading 'secret')"),
      500,
      { message: 'Internal server error' },
    ],
  ])('answers %s with %i and a safe message', async (error, status, body) => {
    const res = await request(appThrowing(error)).get('/boom');
    expect(res.status).toBe(status);
    expect(res.body).toEqual(body);
    expect(res.text).not.toMatch(/at .*\.ts:\d+|ECONNREFUSED|secret/);
  });

  it('answers bad JSON and oversized bodies with 400 and 413', async () => {
    const app = appThrowing(null);
    const bad = await request(app)
      .post('/json')
      .set('content-type', 'application/json')
      .send('{"a":');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Request body is not valid JSON' });
    const big = await request(app)
      .post('/json')
      .send({ text: 'x'.repeat(100) });
    expect(big.status).toBe(413);
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await request(appThrowing(null)).get('/nope');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No route/);
  });

  it('lists every field problem from validate()', async () => {
    const schema = Joi.object({
      a: Joi.string().required().messages({ 'any.required': 'A is required' }),
      b: Joi.number(),
    });
    let caught: unknown;
    try {
      validate(schema, { b: 'x', c: 1 });
    } catch (error) {
      caught = error;
    }
    const res = await request(appThrowing(caught)).get('/boom');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Validation failed',
      errors: [
        { field: 'a', message: 'A is required' },
        { field: 'b', message: 'b must be a number' },
        { field: 'c', message: 'c is not allowed' },
      ],
    });
  });
});
