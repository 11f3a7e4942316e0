// The CLI's contract: exactly one stdout line MONGODB_URI=mongodb://HOST:PORT/ once listening, logs on stderr,
// a clean exit (code 0) on SIGTERM, and --in-memory leaves no files behind.
import fs from 'node:fs';
import { MongoClient } from 'mongodb';
import { describeEmbeddedOnly, SERVER_SELECTION_TIMEOUT_MS } from './support/connection-target';
import {
  killLeftoverClis,
  makeTempDir,
  pingUri,
  removeDir,
  startCli,
} from './support/embedded-cli';

describeEmbeddedOnly('CLI lifecycle', () => {
  afterAll(async () => {
    await killLeftoverClis();
  });

  it('--in-memory: prints one MONGODB_URI line, serves, and exits 0 on SIGTERM', async () => {
    const cli = await startCli(['--host', '127.0.0.1', '--port', '0', '--in-memory']);
    expect(cli.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
    const port = Number(/:(\d+)\/$/.exec(cli.uri)![1]);
    expect(port).toBeGreaterThan(0);

    const client = new MongoClient(cli.uri, {
      serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    });
    await client.connect();
    expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
    await client.db('x').collection('y').insertOne({ a: 1 });
    await client.close();

    const exit = await cli.stop();
    expect(exit).toEqual({ code: 0, signal: null });
    expect(cli.stdoutLines()).toEqual([`MONGODB_URI=${cli.uri}`]);
  });

  it('--data-dir: same contract, and the data folder gets files', async () => {
    const dataDir = makeTempDir('cli');
    try {
      const cli = await startCli(['--host', '127.0.0.1', '--port', '0', '--data-dir', dataDir]);
      const client = new MongoClient(cli.uri, {
        serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
      });
      await client.connect();
      await client.db('x').collection('y').insertOne({ a: 1 });
      await client.close();
      expect(await cli.stop()).toEqual({ code: 0, signal: null });
      expect(cli.stdoutLines()).toHaveLength(1);
      expect(fs.readdirSync(dataDir).length).toBeGreaterThan(0);
    } finally {
      removeDir(dataDir);
    }
  });

  it('an explicit port is honoured', async () => {
    const probe = await startCli(['--host', '127.0.0.1', '--port', '0', '--in-memory']);
    const port = Number(/:(\d+)\/$/.exec(probe.uri)![1]);
    await pingUri(probe.uri);
    await probe.stop();
    const cli = await startCli(['--host', '127.0.0.1', '--port', String(port), '--in-memory']);
    expect(cli.uri).toBe(`mongodb://127.0.0.1:${port}/`);
    await pingUri(cli.uri);
    expect(await cli.stop()).toEqual({ code: 0, signal: null });
  });

  it('SIGTERM sent the moment the MONGODB_URI line appears still stops cleanly (exit 0), every time', async () => {
    // A supervisor may stop the server right after it reported ready; there must be no window in which
    // SIGTERM falls back to the default action (death by signal, no clean stop).
    const exits: string[] = [];
    for (let i = 0; i < 15; i++) {
      const cli = await startCli(['--host', '127.0.0.1', '--port', '0', '--in-memory']);
      const exit = await cli.stop();
      exits.push(`code=${exit.code} signal=${exit.signal}`);
    }
    expect(exits.filter((e) => e !== 'code=0 signal=null')).toEqual([]);
  });

  it('SIGTERM with clients still connected still exits 0 promptly', async () => {
    const cli = await startCli(['--host', '127.0.0.1', '--port', '0', '--in-memory']);
    const client = new MongoClient(cli.uri, {
      serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    });
    await client.connect();
    await client.db('x').collection('y').find({}).toArray();
    const started = Date.now();
    const exit = await cli.stop();
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(10_000);
    await client.close(true);
  });
});
