import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import express from 'express';
import { clientOf, createLimitedServer } from './limited-server';
import type { LogFields } from './logger';
import type { ServerLimits } from './server-limits-env';

const LIMITS: ServerLimits = {
  headersTimeoutMs: 500,
  requestTimeoutMs: 1000,
  keepAliveTimeoutMs: 3000,
  maxConnections: 100,
  maxConnectionsPerClient: 0,
};

interface Started {
  server: Server;
  port: number;
  warnings: Array<{ msg: string; fields?: LogFields }>;
}

async function start(limits: ServerLimits = LIMITS): Promise<Started> {
  const app = express();
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const warnings: Started['warnings'] = [];
  const logger = {
    info: () => {},
    error: () => {},
    warn: (msg: string, fields?: LogFields) => warnings.push({ msg, fields }),
  };
  const server = createLimitedServer(app, limits, logger);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, warnings };
}

async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A raw connection that records what it receives and when it was closed. */
function rawClient(port: number, localAddress = '127.0.0.1') {
  const socket: Socket = connect({ port, host: '127.0.0.1', localAddress });
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected, received: () => received };
}

/**
 * Opens `count` connections from `localAddress` and, once the server has accepted them, one more,
 * and waits until the server has closed that one. Gives the connections it holds.
 */
async function connectBeyondCap(port: number, count: number, localAddress = '127.0.0.1') {
  const held = Array.from({ length: count }, () => rawClient(port, localAddress));
  await Promise.all(held.map((client) => client.connected));
  // Let the server accept them all before the next one arrives.
  await new Promise((resolve) => setTimeout(resolve, 50));
  await rawClient(port, localAddress).closed;
  return held;
}

describe('createLimitedServer', () => {
  it('cuts off a client that drips its headers, within the headers timeout', async () => {
    // A long request timeout, so that only the headers timeout can explain the cut.
    const { server, port } = await start({ ...LIMITS, requestTimeoutMs: 10_000 });
    try {
      const client = rawClient(port);
      await client.connected;
      const started = Date.now();
      client.socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
      const drip = setInterval(() => {
        if (!client.socket.destroyed) client.socket.write('X-Slow: 1\r\n');
      }, 100);
      const closedAt = await client.closed;
      clearInterval(drip);
      // The timeout plus at most one check interval (a quarter of it here); the slack is for a busy
      // machine and still far short of the request timeout.
      expect(closedAt - started).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 50);
      expect(closedAt - started).toBeLessThan(LIMITS.headersTimeoutMs + 4000);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    } finally {
      await stop(server);
    }
  });

  it('keeps an idle kept-alive connection past the headers timeout, until its own', async () => {
    const { server, port } = await start();
    try {
      const client = rawClient(port);
      await client.connected;
      client.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, LIMITS.headersTimeoutMs + 700));
      expect(client.socket.destroyed).toBe(false);
      client.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      const answers = () => client.received().match(/HTTP\/1\.1 200 OK/g)?.length ?? 0;
      for (const deadline = Date.now() + 5000; answers() < 2 && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(answers()).toBe(2);
      client.socket.destroy();
    } finally {
      await stop(server);
    }
  });

  it('closes connections beyond the cap at once, and says so in the log', async () => {
    const { server, port, warnings } = await start({ ...LIMITS, maxConnections: 2 });
    try {
      const held = await connectBeyondCap(port, 2);
      expect(held[0]?.socket.destroyed).toBe(false);
      expect(warnings).toEqual([
        {
          msg: 'connection limit reached: new connections are closed',
          fields: { maxConnections: 2, dropped: 1 },
        },
      ]);
      for (const client of held) client.socket.destroy();
    } finally {
      await stop(server);
    }
  });

  it('closes connections that send nothing within the headers timeout, and answers others meanwhile', async () => {
    // Opening 300 connections takes a busy machine a while: a headers timeout long enough that
    // all of them are open, and the other request answered, before the first is closed.
    const { server, port, warnings } = await start({
      ...LIMITS,
      headersTimeoutMs: 2000,
      requestTimeoutMs: 4000,
      maxConnections: 1000,
    });
    try {
      const silent = Array.from({ length: 300 }, () => rawClient(port, '127.0.0.2'));
      await Promise.all(silent.map((client) => client.connected));
      const answer = await fetch(`http://127.0.0.1:${port}/`);
      expect(await answer.text()).toBe('ok');
      expect(silent.every((client) => !client.socket.destroyed)).toBe(true);
      await Promise.all(silent.map((client) => client.closed));
      for (const client of silent) {
        expect(client.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
      }
      expect(warnings).toEqual([]);
    } finally {
      await stop(server);
    }
  });

  it('caps the connections of one address, leaving the others their own', async () => {
    const { server, port, warnings } = await start({ ...LIMITS, maxConnectionsPerClient: 3 });
    try {
      const held = await connectBeyondCap(port, 3, '127.0.0.2');
      expect(held.every((client) => !client.socket.destroyed)).toBe(true);
      expect(warnings).toEqual([
        {
          msg: 'per-client connection limit reached: its new connections are closed',
          fields: { maxConnectionsPerClient: 3, dropped: 1 },
        },
      ]);
      const other = rawClient(port, '127.0.0.3');
      other.socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      await other.closed;
      expect(other.received()).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*ok$/);
      // A closed connection frees its place.
      held[0]?.socket.destroy();
      await held[0]?.closed;
      await new Promise((resolve) => setTimeout(resolve, 50));
      const again = rawClient(port, '127.0.0.2');
      again.socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      await again.closed;
      expect(again.received()).toMatch(/^HTTP\/1\.1 200 OK/);
      for (const client of held) client.socket.destroy();
    } finally {
      await stop(server);
    }
  });
});

describe('clientOf', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd:12::/64'],
    ['2001:db8:abcd:0012::5', '2001:db8:abcd:12::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as %s', (address, client) => {
    expect(clientOf(address)).toBe(client);
  });
});
