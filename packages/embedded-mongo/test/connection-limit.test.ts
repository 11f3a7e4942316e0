// The server serves at most maxConnections clients at once: one more is closed on arrival, the
// clients already connected are unaffected, and once one leaves the next client is served.
// Embedded only: the limit is set through the server's options.
import { MongoClient } from 'mongodb';
import { describeEmbeddedOnly, SERVER_SELECTION_TIMEOUT_MS } from './support/connection-target';
import { killLeftoverClis, runCliExpectingExit, startCli } from './support/embedded-cli';
import { RawConnection } from './support/raw-wire';
import { useRawWireServer } from './support/raw-wire-server';

const LIMIT = 3;

describeEmbeddedOnly('connection limit', () => {
  const wire = useRawWireServer({ maxConnections: LIMIT });
  const { logs } = wire;
  const open = () => wire.open();
  const ping = (connection: RawConnection) => connection.command({ ping: 1, $db: 'admin' });

  afterAll(killLeftoverClis);

  it('closes the connection over the limit, serves the others, and the next one after a leave', async () => {
    const admitted = [];
    for (let i = 0; i < LIMIT; i++) admitted.push(await open());
    for (const connection of admitted) expect(await ping(connection)).toMatchObject({ ok: 1 });

    for (let i = 0; i < 2; i++) {
      const extra = await open();
      expect(await extra.closesWithin(2000)).toBe(true);
    }
    // One line when the limit is reached, not one per refusal.
    expect(await logs.waitFor(/connection limit/)).toMatch(`connection limit of ${LIMIT} reached`);
    expect(logs.lines.filter((line) => /connection limit/.test(line))).toHaveLength(1);
    for (const connection of admitted) expect(await ping(connection)).toMatchObject({ ok: 1 });

    const leaving = admitted.shift()!;
    await leaving.destroy();
    await logs.waitFor(new RegExp(`closed \\(${LIMIT - 1} open\\)`));
    expect(await logs.waitFor(/accepting connections again/)).toMatch(/2 refused/);

    const next = await open();
    expect(await ping(next)).toMatchObject({ ok: 1 });
    expect(
      await next.command({ insert: 'c', documents: [{ _id: 1 }], $db: 'limit' }),
    ).toMatchObject({ ok: 1, n: 1 });
    for (const connection of admitted) expect(await ping(connection)).toMatchObject({ ok: 1 });
  });

  it('a driver client works once the raw clients have left', async () => {
    await wire.closeConnections();
    await logs.waitFor(/closed \(0 open\)/);
    const client = new MongoClient(wire.server.uri, {
      serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
      maxPoolSize: 1,
    });
    try {
      const found = await client
        .db('limit')
        .collection('c')
        .findOne({ _id: 1 as never });
      expect(found).toEqual({ _id: 1 });
    } finally {
      await client.close();
    }
  });

  it('the CLI takes the limit from --max-connections, and refuses a value that is not one', async () => {
    const cli = await startCli(['--port', '0', '--in-memory', '--max-connections', '1']);
    const port = Number(new URL(cli.uri).port);
    const admitted = await RawConnection.open(port);
    const extra = await RawConnection.open(port);
    try {
      expect(await ping(admitted)).toMatchObject({ ok: 1 });
      expect(await extra.closesWithin(2000)).toBe(true);
    } finally {
      await admitted.destroy();
      await extra.destroy();
    }
    expect(await cli.stop()).toEqual({ code: 0, signal: null });
    expect(cli.stderr()).toMatch(/connection limit of 1 reached/);

    const refused = await runCliExpectingExit(['--in-memory', '--max-connections', '0']);
    expect(refused.startedServing).toBe(false);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/Invalid --max-connections 0/);
  });
});
