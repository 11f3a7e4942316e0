import { connect, type Socket } from 'node:net';
import { signedIn } from './support/client';
import { TINY_PNG } from './support/files';
import { ADMIN, startStack, type TestStack } from './support/stack';

// Long enough that a busy machine opens all 300 sockets of the first test before the first of
// them times out: a socket closed frees its place under the cap for a later one.
const HEADERS_TIMEOUT_MS = 2000;
const REQUEST_TIMEOUT_MS = 3000;
/** The server's own request timeout (uploads): a limit that did not apply would cut at this. */
const UPLOAD_TIMEOUT_MS = 10_000;
/**
 * How late a cut may come: the server checks its timeouts every half second, and a busy machine
 * delays both processes further. Still well short of the upload timeout.
 */
const CUT_SLACK_MS = 4000;
const CONNECTIONS_PER_CLIENT = 100;

interface RawClient {
  socket: Socket;
  /** Resolves with the time the server closed the connection. */
  closed: Promise<number>;
  received(): string;
}

async function rawClient(url: string, localAddress = '127.0.0.1'): Promise<RawClient> {
  const { port } = new URL(url);
  const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress });
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, received: () => received };
}

/** Writes `body` in `pieces` equal parts spread over `overMs`; stops if the server hangs up. */
async function drip(socket: Socket, body: Buffer, pieces: number, overMs: number): Promise<void> {
  const size = Math.ceil(body.length / pieces);
  for (let at = 0; at < body.length; at += size) {
    if (socket.destroyed) return;
    socket.write(body.subarray(at, at + size));
    await new Promise((resolve) => setTimeout(resolve, overMs / pieces));
  }
}

function multipartImage(): { boundary: string; body: Buffer } {
  const boundary = 'reedmere-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="p.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    TINY_PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { boundary, body };
}

describe('the BFF server cuts off slow clients', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack({
      env: {
        HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        UPLOAD_TIMEOUT_MS: String(UPLOAD_TIMEOUT_MS),
        MAX_CONNECTIONS_PER_CLIENT: String(CONNECTIONS_PER_CLIENT),
      },
    });
  });
  afterAll(() => stack?.stop());

  it('closes silent connections and caps one address, while answering everyone else', async () => {
    // From another loopback address: one client opening 300 sockets and sending nothing.
    const silent = await Promise.all(
      Array.from({ length: 300 }, () => rawClient(stack.url, '127.0.0.2')),
    );
    const answer = await fetch(`${stack.url}/api/health`);
    expect(answer.status).toBe(200);
    await answer.arrayBuffer();
    await Promise.all(silent.map((client) => client.closed));
    const timedOut = silent.filter((client) => /^HTTP\/1\.1 408/.test(client.received()));
    const refused = silent.filter((client) => client.received() === '');
    expect(timedOut).toHaveLength(CONNECTIONS_PER_CLIENT);
    expect(refused).toHaveLength(300 - CONNECTIONS_PER_CLIENT);
  });

  it('closes a connection whose headers drip in, within the headers timeout', async () => {
    const client = await rawClient(stack.url);
    const started = Date.now();
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const dripping = setInterval(() => {
      if (!client.socket.destroyed) client.socket.write('X-Slow: 1\r\n');
    }, 100);
    const closedAt = await client.closed;
    clearInterval(dripping);
    expect(closedAt - started).toBeLessThan(HEADERS_TIMEOUT_MS + CUT_SLACK_MS);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers 408 to a body that drips in past the request timeout, and closes', async () => {
    const body = Buffer.from(
      JSON.stringify({
        firstName: 'Slow',
        lastName: 'Sender',
        email: 'slow@example.com',
        serviceType: 'General Enquiry',
        message: 'One byte at a time.',
      }),
    );
    const client = await rawClient(stack.url);
    const started = Date.now();
    client.socket.write(
      `POST /api/inquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    void drip(client.socket, body, body.length, 5000);
    const closedAt = await client.closed;
    expect(closedAt - started).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(closedAt - started).toBeLessThan(REQUEST_TIMEOUT_MS + CUT_SLACK_MS);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(client.received()).toContain('{"message":"The request took too long to arrive."}');
  });

  it("gives a signed-in admin's upload the longer upload timeout", async () => {
    const admin = await signedIn(stack.adminUrl, ADMIN);
    const { boundary, body } = multipartImage();
    const client = await rawClient(stack.adminUrl);
    client.socket.write(
      `POST /api/upload/images HTTP/1.1\r\nHost: ${new URL(stack.adminUrl).host}\r\n` +
        `Origin: ${stack.adminUrl}\r\n` +
        `Cookie: ${admin.cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    // Twice the ordinary request timeout.
    await drip(client.socket, body, 10, 2 * REQUEST_TIMEOUT_MS);
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 201/);
    expect(client.received()).toContain('"urls":["/api/files/img-');
  });

  it('keeps the short timeout for an upload from someone not signed in', async () => {
    const { boundary, body } = multipartImage();
    const client = await rawClient(stack.adminUrl);
    const started = Date.now();
    client.socket.write(
      `POST /api/upload/images HTTP/1.1\r\nHost: x\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    void drip(client.socket, body, body.length, 10_000);
    const closedAt = await client.closed;
    // Refused at once, and the rest of the body is not waited for beyond the request timeout.
    expect(client.received()).toMatch(/^HTTP\/1\.1 401/);
    expect(closedAt - started).toBeLessThan(REQUEST_TIMEOUT_MS + CUT_SLACK_MS);
  });
});
