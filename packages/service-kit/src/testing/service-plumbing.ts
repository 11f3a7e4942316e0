import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, type Method } from './http-call';
import { metricSum } from './metrics-text';

/** A running service for the shared tests: its URL, and a way to stop its database under it. */
export interface PlumbingTarget {
  url: string;
  stopDatabase(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A request body: an object (sent as JSON), a multipart form, or a function that makes either
 * (for bodies built asynchronously, such as generated images; called before each request).
 */
export type PlumbingBody = object | FormData | (() => Promise<object | FormData>);

export interface PlumbingSpec {
  /**
   * Starts the service on an empty database, with CALLER_TOKENS set to `callerTokens` when given
   * (`test:<token>`).
   */
  start(callerTokens?: string): Promise<PlumbingTarget>;
  /**
   * A read the token guards, answering 200 with the token: its path alone when it answers `[]` on
   * an empty database (a list, say), else with that answer.
   */
  guardedRead: string | { path: string; empty: unknown };
  /**
   * A write the token guards, with a body it accepts: refused without the token, answered
   * `status` (default 201) with it.
   */
  guardedWrite: {
    method: Exclude<Method, 'GET'>;
    path: string;
    body: PlumbingBody;
    status?: number;
  };
  /**
   * Whether it serves the file sweep's `GET /file-references` (the stored files its records name):
   * on an empty database that answers `{ files: [] }`.
   */
  servesFileReferences?: boolean;
  /** Calls that read or write the database, with the body each sends: 503 while it is down. */
  databaseCalls: ReadonlyArray<readonly [Method, string, PlumbingBody?]>;
}

const TOKEN = 'a-service-token-of-some-length';
const CALLER_TOKENS = `test:${TOKEN}`;
const WRONG_TOKEN = 'not-the-right-token-at-all';
/** A token of the right shape that another caller holds, one this service does not list. */
const OTHER_CALLERS_TOKEN = 'a-token-another-caller-holds';
const FORBIDDEN = { message: 'Forbidden' };
const DATABASE_DOWN = 'The database is unavailable. Please try again shortly.';
/** The connection gives up after 2 s (service-kit): an answer must never hang much past that. */
const QUICKLY_MS = 5000;

/** The body to send, made now when it is made by a function. */
const made = async (body: PlumbingBody | undefined): Promise<object | FormData | undefined> =>
  typeof body === 'function' ? body() : body;

/** Sends one request line exactly as written (fetch would rewrite it) and reads the status. */
function rawStatus(url: string, requestLine: string): Promise<number> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)));
  });
}

/**
 * What every service does the same way, tested the same way in each: the token of a caller it
 * lists guards every call but /health and /metrics (refused without it or with another caller's,
 * answered with it), the caller's request id comes back, an unknown route is a JSON 404, a
 * request target naming another host is a 400, the file references (where served) start empty,
 * and with the database stopped every call answers 503 with its message, quickly.
 */
export function describeServicePlumbing(spec: PlumbingSpec): void {
  const read =
    typeof spec.guardedRead === 'string'
      ? { path: spec.guardedRead, empty: [] as unknown }
      : spec.guardedRead;
  const write = spec.guardedWrite;

  describe('with CALLER_TOKENS set', () => {
    let service: PlumbingTarget;
    beforeAll(async () => {
      service = await spec.start(CALLER_TOKENS);
    });
    afterAll(() => service.stop());

    it('answers /health without the token', async () => {
      const answer = await call(service.url, 'GET', '/health');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 'ok', database: 'up' });
    });

    it('answers /metrics without the token, counting requests by route pattern', async () => {
      expect((await call(service.url, 'GET', '/health')).status).toBe(200);
      const answer = await fetch(`${service.url}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(
        metricSum(await answer.text(), 'http_requests_total', {
          method: 'GET',
          route: '/health',
          status: '200',
        }),
      ).toBeGreaterThanOrEqual(1);
    });

    /** A caller sending `headers` is refused the guarded write and the guarded read alike. */
    async function expectRefused(headers: Record<string, string>): Promise<void> {
      const refused = await call(service.url, write.method, write.path, {
        body: await made(write.body),
        headers,
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(FORBIDDEN);
      const refusedRead = await call(service.url, 'GET', read.path, { headers });
      expect(refusedRead.status).toBe(403);
      expect(refusedRead.body).toEqual(FORBIDDEN);
    }

    /** With the token, `path` answers 200 with `empty`, as it does on an empty database. */
    async function expectEmptyAnswer(path: string, empty: unknown): Promise<void> {
      const answer = await call(service.url, 'GET', path, {
        headers: { 'x-service-token': TOKEN },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(empty);
    }

    /** The refused writes stored nothing: with the token, the read still answers as when empty. */
    const expectNothingWritten = (): Promise<void> => expectEmptyAnswer(read.path, read.empty);

    it('refuses calls without the right token, and changes nothing', async () => {
      await expectRefused({});
      await expectRefused({ 'x-service-token': WRONG_TOKEN });
      await expectNothingWritten();
    });

    it('refuses the token of a caller it does not list, and changes nothing', async () => {
      await expectRefused({ 'x-service-token': OTHER_CALLERS_TOKEN });
      await expectNothingWritten();
    });

    if (spec.servesFileReferences) {
      // Before the write below, while the database is still empty.
      it('answers GET /file-references with an empty list when nothing is stored', () =>
        expectEmptyAnswer('/file-references', { files: [] }));
    }

    it('accepts the same write with the token', async () => {
      const answer = await call(service.url, write.method, write.path, {
        body: await made(write.body),
        headers: { 'x-service-token': TOKEN },
      });
      expect(answer.status).toBe(write.status ?? 201);
    });

    it('carries the caller’s request id', async () => {
      const answer = await call(service.url, 'GET', read.path, {
        headers: { 'x-service-token': TOKEN, 'x-request-id': 'req-123' },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-request-id')).toBe('req-123');
    });

    it('answers a route it does not have with a JSON 404 to a caller with the token', async () => {
      const answer = await call(service.url, 'GET', '/no-such-route', {
        headers: { 'x-service-token': TOKEN },
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'No route for GET /no-such-route' });
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

    it.each(['//127.0.0.1:1/health', '/\\127.0.0.1:1/health', 'http://127.0.0.1:1/health'])(
      'refuses the request target %s, which names another host, with a 400',
      async (target) => {
        expect(await rawStatus(service.url, `GET ${target} HTTP/1.1`)).toBe(400);
      },
    );
  });

  describe('when the database has stopped', () => {
    let service: PlumbingTarget;
    beforeAll(async () => {
      service = await spec.start();
      // Stopped under a service that has been answering, as in production.
      expect((await call(service.url, 'GET', read.path)).status).toBe(200);
      await service.stopDatabase();
    });
    afterAll(() => service.stop());

    it.each(spec.databaseCalls.map(([method, path, body]) => [method, path, body] as const))(
      '%s %s answers 503 quickly',
      async (method, path, body) => {
        const sent = await made(body);
        const started = Date.now();
        const answer = await call(service.url, method, path, { body: sent });
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
