import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVER_PAYLOAD_ELEMENT_ID } from '@reedmere/contracts';
import { warmPages } from '../src/warm-pages';

const EMPTY = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const RENDERED =
  '<!doctype html><html><head></head><body><div id="root"><main>Homes</main></div>' +
  `<script type="application/json" id="${SERVER_PAYLOAD_ELEMENT_ID}">{}</script></body></html>`;

/** A site that serves each path with an empty root until it has been asked `coldFor` times. */
async function site(coldFor: Record<string, number>) {
  const asked: string[] = [];
  const connections: number[] = [];
  let connected = 0;
  const server = http.createServer((req, res) => {
    connections.push((req.socket as unknown as { id: number }).id);
    const path = req.url ?? '/';
    asked.push(`${path} ${req.headers.accept ?? ''}`);
    const seen = asked.filter((line) => line.startsWith(`${path} `)).length;
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(seen > (coldFor[path] ?? 0) ? RENDERED : EMPTY);
  });
  server.on('connection', (socket) => Object.assign(socket, { id: (connected += 1) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    connections,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('warmPages', () => {
  it('asks for each page, as a browser would, until it comes rendered four times, each on a new connection', async () => {
    const stub = await site({ '/': 3, '/news': 0 });
    try {
      await expect(warmPages(stub.url, ['/', '/news'], 10_000)).resolves.toEqual([]);
      expect(stub.asked.filter((line) => line.startsWith('/ '))).toHaveLength(7);
      expect(stub.asked.filter((line) => line.startsWith('/news '))).toHaveLength(4);
      expect(new Set(stub.connections).size).toBe(stub.asked.length);
      expect(stub.asked.every((line) => line.endsWith(' text/html'))).toBe(true);
    } finally {
      await stub.close();
    }
  });

  it('gives up at the deadline and names the pages still served without their body', async () => {
    const stub = await site({ '/': Infinity });
    try {
      await expect(warmPages(stub.url, ['/', '/news'], 600)).resolves.toEqual(['/', '/news']);
    } finally {
      await stub.close();
    }
  });

  it('counts a site that does not answer as cold, without throwing', async () => {
    await expect(warmPages('http://127.0.0.1:1', ['/'], 300)).resolves.toEqual(['/']);
  });
});
