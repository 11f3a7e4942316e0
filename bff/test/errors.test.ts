import express from 'express';
import { errorHandler, HttpError } from '../src/errors';
import type { Logger, LogFields } from '../src/logger';
import { listen } from './helpers';

// The error handler is exercised through routes that exist only in this test, so the rule
// "no stack trace leaves the server" is checked before real routes depend on it.
function appWithFailingRoutes(logged: LogFields[]) {
  const logger: Logger = {
    info: () => {},
    warn: () => {},
    error: (msg, fields) => logged.push({ msg, ...fields }),
  };
  const app = express();
  app.get('/boom', () => {
    throw new Error('secret internal detail at /srv/app.js:12');
  });
  app.get('/async-boom', async () => {
    await Promise.resolve();
    throw new TypeError('cannot read properties of undefined');
  });
  app.get('/teapot', () => {
    throw new HttpError(418, 'No coffee here');
  });
  app.use(errorHandler(logger));
  return app;
}

describe('errorHandler', () => {
  const logged: LogFields[] = [];
  let http: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    http = await listen(appWithFailingRoutes(logged));
  });
  afterAll(() => http.close());

  it.each(['/boom', '/async-boom'])('answers %s with a generic 500 and no stack', async (path) => {
    const response = await fetch(`${http.url}${path}`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Internal server error' });
    expect(text).not.toMatch(/secret|\.js:|at /);
  });

  it('keeps the details in the log', () => {
    expect(logged.some((entry) => String(entry.error).includes('secret internal detail'))).toBe(
      true,
    );
  });

  it('passes the message of an HttpError through', async () => {
    const response = await fetch(`${http.url}/teapot`);
    expect(response.status).toBe(418);
    expect(await response.json()).toEqual({ message: 'No coffee here' });
  });
});
