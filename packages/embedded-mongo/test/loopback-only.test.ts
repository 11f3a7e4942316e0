// The server has no authentication, so it listens on loopback only: 127.0.0.1 by default, and a
// non-loopback address is refused unless explicitly allowed (then with a warning in the log).
// Embedded only: it starts servers of its own.
import { startEmbeddedMongo } from '../src';
import { describeEmbeddedOnly } from './support/connection-target';
import { killLeftoverClis, runCliExpectingExit } from './support/embedded-cli';
import { LogCollector, RawConnection } from './support/raw-wire';

describeEmbeddedOnly('loopback only', () => {
  afterAll(async () => {
    await killLeftoverClis();
  });

  it('listens on 127.0.0.1 by default', async () => {
    const server = await startEmbeddedMongo({ inMemory: true, log: () => {} });
    try {
      expect(server.host).toBe('127.0.0.1');
      expect(server.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
    } finally {
      await server.stop();
    }
  });

  it.each(['localhost', '::1', '127.0.0.2'])('accepts the loopback host %s', async (host) => {
    const server = await startEmbeddedMongo({ inMemory: true, host, log: () => {} });
    try {
      const connection = await RawConnection.open(server.port, host);
      expect(await connection.command({ ping: 1, $db: 'admin' })).toMatchObject({ ok: 1 });
      await connection.destroy();
    } finally {
      await server.stop();
    }
  });

  it.each(['0.0.0.0', '::'])('refuses the non-loopback host %s', async (host) => {
    await expect(startEmbeddedMongo({ inMemory: true, host, log: () => {} })).rejects.toThrow(
      /no authentication.*loopback/,
    );
  });

  it('the CLI refuses a non-loopback host, saying why', async () => {
    const refused = await runCliExpectingExit(['--host', '0.0.0.0', '--port', '0', '--in-memory']);
    expect(refused.startedServing).toBe(false);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/no authentication.*loopback/);
    expect(refused.stderr).toMatch(/--allow-non-loopback-host/);
  });

  it('listens on a non-loopback host when allowed, and warns', async () => {
    const logs = new LogCollector();
    const server = await startEmbeddedMongo({
      inMemory: true,
      host: '0.0.0.0',
      allowNonLoopbackHost: true,
      log: logs.log,
    });
    try {
      expect(await logs.waitFor(/warning/i)).toMatch(/0\.0\.0\.0.*no authentication/);
      const connection = await RawConnection.open(server.port, '127.0.0.1');
      expect(await connection.command({ ping: 1, $db: 'admin' })).toMatchObject({ ok: 1 });
      await connection.destroy();
    } finally {
      await server.stop();
    }
  });
});
