import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

/** A running service for the shared tests: its URL, and a way to stop its database under it. */
export interface PlumbingTarget {
  url: string;
  stopDatabase(): Promise<void>;
  stop(): Promise<void>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface PlumbingSpec {
  /** Starts the service on an empty database, with SERVICE_TOKEN set when a token is given. */
  start(serviceToken?: string): Promise<PlumbingTarget>;
  /** A call the token guards that answers 2xx with the token (a list, say). */
  guardedRead: string;
  /** A write the token guards, with a body it would accept: refused without the token. */
  guardedWrite: { method: Exclude<Method, 'GET'>; path: string; body: object };
  /** Calls that read or write the database, with the body each sends: 503 while it is down. */
  databaseCalls: ReadonlyArray<readonly [Method, string, object?]>;
}

const TOKEN = 'a-service-token-of-some-length';
const DATABASE_DOWN = 'The database is unavailable. Please try again shortly.';
/** The connection gives up after 2 s (service-kit): an answer must never hang much past that. */
const QUICKLY_MS = 6000;

async function call(
  url: string,
  method: Method,
  path: string,
  options: { body?: object; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body, headers: response.headers };
}

/**
 * What every service does the same way, tested the same way in each: the service token guards
 * every call but /health, the caller's request id comes back, an unknown route is a JSON 404,
 * and with the database stopped every call answers 503 with its message, quickly.
 */
export function describeServicePlumbing(spec: PlumbingSpec): void {
  describe('with SERVICE_TOKEN set', () => {
    let service: PlumbingTarget;
    beforeAll(async () => {
      service = await spec.start(TOKEN);
    });
    afterAll(() => service.stop());

    it('answers /health without the token', async () => {
      expect((await call(service.url, 'GET', '/health')).status).toBe(200);
    });

    it('refuses calls without the right token, and changes nothing', async () => {
      const { method, path, body } = spec.guardedWrite;
      const attempts: Record<string, string>[] = [
        {},
        { 'x-service-token': 'not-the-right-token-at-all' },
      ];
      for (const headers of attempts) {
        const refused = await call(service.url, method, path, { body, headers });
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ message: 'Forbidden' });
      }
      expect((await call(service.url, 'GET', spec.guardedRead)).status).toBe(403);
      const read = await call(service.url, 'GET', spec.guardedRead, {
        headers: { 'x-service-token': TOKEN },
      });
      expect(read.status).toBe(200);
      expect(read.body).toEqual([]);
    });

    it('carries the caller’s request id', async () => {
      const answer = await call(service.url, 'GET', spec.guardedRead, {
        headers: { 'x-service-token': TOKEN, 'x-request-id': 'req-123' },
      });
      expect(answer.headers.get('x-request-id')).toBe('req-123');
    });
  });

  describe('any route it does not have', () => {
    let service: PlumbingTarget;
    beforeAll(async () => {
      service = await spec.start();
    });
    afterAll(() => service.stop());

    it('is a JSON 404 naming the method and path', async () => {
      const answer = await call(service.url, 'GET', '/no-such-route');
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'No route for GET /no-such-route' });
    });
  });

  describe('when the database has stopped', () => {
    let service: PlumbingTarget;
    beforeAll(async () => {
      service = await spec.start();
      await service.stopDatabase();
    });
    afterAll(() => service.stop());

    it.each(spec.databaseCalls.map(([method, path, body]) => [method, path, body] as const))(
      '%s %s answers 503 quickly',
      async (method, path, body) => {
        const started = Date.now();
        const answer = await call(service.url, method, path, body ? { body } : {});
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ message: DATABASE_DOWN });
        expect(Date.now() - started).toBeLessThan(QUICKLY_MS);
      },
    );

    it('GET /health answers 503', async () => {
      const answer = await call(service.url, 'GET', '/health');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ status: 'unavailable', database: 'down' });
    });
  });
}
