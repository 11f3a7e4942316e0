// A connection that sends part of a message and then nothing is closed after a timeout, so a
// client cannot hold a socket (and its buffered bytes) open forever by declaring a large message
// and never finishing it. A connection idle between messages (a driver's pooled socket) is not.
// Embedded only: the timeout is shortened through the server's options.
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src';
import { describeEmbeddedOnly, SERVER_SELECTION_TIMEOUT_MS } from './support/connection-target';
import { killLeftoverClis, startCli } from './support/embedded-cli';
import { opMsg, RawConnection } from './support/raw-wire';
import { useRawWireServer } from './support/raw-wire-server';

const TIMEOUT_MS = 300;

describeEmbeddedOnly('partial message timeout', () => {
  const wire = useRawWireServer({ partialMessageTimeoutMs: TIMEOUT_MS });
  const { logs } = wire;
  const open = () => wire.open();
  afterAll(killLeftoverClis);

  it('closes a connection that declared 47 MB, sent 40 bytes and then nothing', async () => {
    const stalled = await open();
    const header = Buffer.alloc(40);
    header.writeInt32LE(47_000_000, 0);
    header.writeInt32LE(1, 4);
    header.writeInt32LE(2013, 12);
    await stalled.write(header);

    expect(await stalled.closesWithin(TIMEOUT_MS * 10)).toBe(true);
    expect(await logs.waitFor(/40 of 47000000 bytes/)).toMatch(/closing/);

    // The rest of the server is unaffected.
    const other = await open();
    expect(await other.command({ ping: 1, $db: 'admin' })).toMatchObject({ ok: 1 });
  });

  it('closes a connection that sent less than a header and then nothing', async () => {
    const stalled = await open();
    await stalled.write(Buffer.from([0x20, 0x00]));
    expect(await stalled.closesWithin(TIMEOUT_MS * 10)).toBe(true);
  });

  it('keeps a connection that is idle between messages, well past the timeout', async () => {
    const pooled = await open();
    expect(await pooled.command({ ping: 1, $db: 'admin' })).toMatchObject({ ok: 1 });
    expect(await pooled.closesWithin(TIMEOUT_MS * 4)).toBe(false);
    expect(await pooled.command({ ping: 1, $db: 'admin' })).toMatchObject({ ok: 1 });
  });

  it('answers a message that arrives slowly, as long as each piece comes within the timeout', async () => {
    // A server of its own with a longer timeout: pauses of a tenth of it stay inside it even when
    // a busy machine stops this process (the server's too) for two seconds, and all of them
    // together still last longer than it.
    const patientTimeoutMs = 3000;
    const patient = await startEmbeddedMongo({
      inMemory: true,
      partialMessageTimeoutMs: patientTimeoutMs,
      log: () => {},
    });
    try {
      const slow = await RawConnection.open(patient.port);
      const message = opMsg({ insert: 'slow', documents: [{ _id: 1 }], $db: 'partial' });
      const pieces = 12;
      const pieceBytes = Math.ceil(message.length / pieces);
      const started = Date.now();
      for (let offset = 0; offset < message.length; offset += pieceBytes) {
        await slow.write(message.subarray(offset, offset + pieceBytes));
        await new Promise((resolve) => setTimeout(resolve, patientTimeoutMs / 10));
      }
      expect(Date.now() - started).toBeGreaterThan(patientTimeoutMs);
      expect(await slow.nextReply()).toMatchObject({ ok: 1, n: 1 });
      await slow.destroy();
    } finally {
      await patient.stop();
    }
  });

  it("leaves a driver's idle pooled connection open: the next command reuses it", async () => {
    const client = new MongoClient(wire.server.uri, {
      serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
      maxPoolSize: 1,
      monitorCommands: true,
    });
    const usedConnections: Array<string | number> = [];
    let closedConnections = 0;
    client.on('commandStarted', (event) => usedConnections.push(event.connectionId ?? 'none'));
    client.on('connectionClosed', () => closedConnections++);
    try {
      await client.db('partial').command({ ping: 1 });
      await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 4));
      await client.db('partial').command({ ping: 1 });
      expect(usedConnections).toHaveLength(2);
      expect(usedConnections[1]).toBe(usedConnections[0]);
      expect(closedConnections).toBe(0);
    } finally {
      await client.close();
    }
  });

  it('the CLI takes the timeout from --partial-message-timeout-ms', async () => {
    const cli = await startCli([
      '--port',
      '0',
      '--in-memory',
      '--partial-message-timeout-ms',
      String(TIMEOUT_MS),
    ]);
    const stalled = await RawConnection.open(Number(new URL(cli.uri).port));
    await stalled.write(Buffer.from([0x20, 0x00, 0x00, 0x00, 0x01]));
    expect(await stalled.closesWithin(TIMEOUT_MS * 10)).toBe(true);
    expect(await cli.stop()).toEqual({ code: 0, signal: null });
    expect(cli.stderr()).toMatch(/5 of 32 bytes of a message, then nothing for 300 ms, closing/);
  });
});
