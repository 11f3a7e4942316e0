import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { upstreamProxy } from '../src/site/upstream-proxy';
import { listen, type Listening } from './support/http';

/** An upstream that sends the start of a file, then nothing more, and never ends it. */
describe('upstreamProxy with an upstream that stalls halfway through a file', () => {
  let upstream: http.Server;
  let site: Listening;

  beforeAll(async () => {
    upstream = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/javascript', 'content-length': '1000' });
      res.write('/* the first part of a chunk */');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const app = express();
    app.use(
      '/remotes/news',
      upstreamProxy({
        upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
        timeoutMs: 300,
        unavailableMessage: 'The news section is unavailable',
        cacheControl: () => 'no-cache',
      }),
    );
    site = await listen(app);
  });

  afterAll(async () => {
    await site.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('breaks the transfer after the timeout instead of hanging or passing a short file', async () => {
    const response = await fetch(`${site.url}/remotes/news/412.9c8b7a6f5e4d.js`, {
      signal: AbortSignal.timeout(5000),
    });
    expect(response.status).toBe(200);
    const failure = await response.text().then(
      () => 'the whole file arrived',
      (error: Error) => `${error.name}: ${error.message}`,
    );
    // Broken by the BFF (the socket closed), not by this test giving up waiting.
    expect(failure).toMatch(/^TypeError: terminated$/);
  });
});
