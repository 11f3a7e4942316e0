import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ephemeralPortRange, reservePort } from '../src/port-reservation';

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('reservePort', () => {
  it('holds a port outside the ephemeral range until it is released', async () => {
    const ephemeral = ephemeralPortRange();
    const reservation = await reservePort('127.0.0.1');
    const { port } = reservation;
    expect(port >= ephemeral.low && port <= ephemeral.high).toBe(false);
    expect(port).toBeGreaterThanOrEqual(10000);

    await expect(listen(port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await reservation.release();
    const server = await listen(port);
    await close(server);
    // A second release (a failed start after the port was handed over) does nothing.
    await expect(reservation.release()).resolves.toBeUndefined();
  });

  it('is released even when a process has connected to it meanwhile', async () => {
    const reservation = await reservePort('127.0.0.1');
    const early = connect(reservation.port, '127.0.0.1');
    await new Promise((resolve) => early.once('connect', resolve));
    await reservation.release();
    const server = await listen(reservation.port);
    await close(server);
    early.destroy();
  });

  it('takes a port above the range when the range reaches down to 10000', async () => {
    const reservation = await reservePort('127.0.0.1', { low: 1024, high: 50000 });
    expect(reservation.port).toBeGreaterThan(50000);
    await reservation.release();
  });

  it('lets the kernel pick when every port lies inside the range', async () => {
    const reservation = await reservePort('127.0.0.1', { low: 1024, high: 65535 });
    expect(reservation.port).toBeGreaterThan(0);
    await reservation.release();
  });

  it('fails clearly on an address it cannot listen on', async () => {
    await expect(reservePort('192.0.2.1')).rejects.toThrow('No free port on 192.0.2.1');
  });
});

describe('ephemeralPortRange', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'port-range-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the kernel file', () => {
    const file = path.join(dir, 'range');
    writeFileSync(file, '40000\t50000\n');
    expect(ephemeralPortRange(file)).toEqual({ low: 40000, high: 50000 });
  });

  it('falls back to the ranges of Linux, macOS and Windows together when it cannot be read', () => {
    const garbled = path.join(dir, 'garbled');
    writeFileSync(garbled, 'not a range');
    expect(ephemeralPortRange(path.join(dir, 'missing'))).toEqual({ low: 32768, high: 65535 });
    expect(ephemeralPortRange(garbled)).toEqual({ low: 32768, high: 65535 });
  });
});
