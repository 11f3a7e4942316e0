import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import {
  createServiceClient,
  ServiceUnavailableError,
  type ServiceClientOptions,
} from './service-client';
import { requireServiceToken } from './service-token';

const TOKEN = 'a-long-service-token-123';

describe('service client and token', () => {
  let server: http.Server;
  let baseUrl: string;

  /** A client of the test server holding the token it accepts. */
  const clientWithToken = (options: Partial<ServiceClientOptions> = {}) =>
    createServiceClient({ name: 'test', baseUrl, token: TOKEN, ...options });

  beforeAll(async () => {
    const app = express();
    app.use(requireServiceToken([{ name: 'test', token: TOKEN }]));
    app.get('/echo', (req, res) => {
      res.set('x-total-count', '7').json({ requestId: req.get('x-request-id'), q: req.query.q });
    });
    app.get('/slow', () => {
      /* never answers */
    });
    // Begins at once, then sends a byte every 50 ms and never ends.
    app.get('/trickle', (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => res.write(' '), 50);
      req.on('close', () => clearInterval(timer));
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('sends the token and the request id, and parses JSON', async () => {
    const client = clientWithToken();
    const res = await client.request<{ requestId: string; q: string }>('GET', '/echo', {
      query: { q: 'a b' },
      requestId: 'req-1',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ requestId: 'req-1', q: 'a b' });
    expect(res.headers.get('x-total-count')).toBe('7');
  });

  it('is refused without the token', async () => {
    const client = createServiceClient({ name: 'test', baseUrl, token: 'wrong-token-of-same-len' });
    expect((await client.request('GET', '/echo')).status).toBe(403);
  });

  it('gives up after the timeout, and when nothing listens', async () => {
    const slow = clientWithToken({ timeoutMs: 200 });
    await expect(slow.request('GET', '/slow')).rejects.toBeInstanceOf(ServiceUnavailableError);
    const closed = createServiceClient({ name: 'test', baseUrl: 'http://127.0.0.1:1' });
    await expect(closed.request('GET', '/echo')).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('gives up on an answer that keeps trickling in, at the one deadline for the whole call', async () => {
    const client = clientWithToken({ name: 'slow', timeoutMs: 300 });
    const started = Date.now();
    await expect(client.request('GET', '/trickle')).rejects.toBeInstanceOf(ServiceUnavailableError);
    // The answer trickles on for ever: any end at all is the deadline's.
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('never sends a path the URL parser would rewrite: such a record is not found', async () => {
    const asked: string[] = [];
    const recorder = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      res.end('{}');
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    try {
      const client = createServiceClient({
        name: 'test',
        baseUrl: `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`,
      });
      for (const id of ['..', '.', '%2e%2E', '%2E']) {
        expect(await client.request('DELETE', `/records/${id}`)).toMatchObject({
          status: 404,
          body: { message: 'Not found' },
        });
        expect((await client.fetch('GET', `/records/${id}/file`)).status).toBe(404);
      }
      expect(asked).toEqual([]);
      expect((await client.request('GET', '/records/a%2F..?x=1')).status).toBe(200);
      expect(asked).toEqual(['/records/a%2F..?x=1']);
    } finally {
      recorder.closeAllConnections();
      await new Promise((resolve) => recorder.close(resolve));
    }
  });
});
