// Only one server may use a data folder: a second one must refuse to start, clearly, and leave the first unharmed.
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src';
import { describeEmbeddedOnly, SERVER_SELECTION_TIMEOUT_MS } from './support/connection-target';
import {
  dataDirArgs,
  killLeftoverClis,
  pingUri,
  runCliExpectingExit,
  startCli,
  suiteTempDir,
  withTempDir,
} from './support/embedded-cli';
import type { LooseDoc } from './support/loose-doc';

describeEmbeddedOnly('one server per data folder', () => {
  const suiteDir = suiteTempDir('lock', killLeftoverClis);

  it('a second CLI on the same folder exits non-zero with a clear message; the first keeps serving', async () => {
    const dataDir = suiteDir();
    const first = await startCli(dataDirArgs(dataDir));
    const client = new MongoClient(first.uri, {
      serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    });
    try {
      await client.connect();
      await client.db('lock').collection<LooseDoc>('c').insertOne({ _id: 1, by: 'first' });

      const second = await runCliExpectingExit(dataDirArgs(dataDir));
      expect(second.startedServing).toBe(false);
      expect(second.signal).toBeNull();
      expect(second.code).not.toBe(0);
      expect(second.code).not.toBeNull();
      expect(second.stdout).not.toMatch(/MONGODB_URI=/);
      // Clear: says the folder is in use/locked, and which folder.
      expect(second.stderr).toMatch(/lock|in use|already|another/i);
      expect(second.stderr).toContain(dataDir);

      // The first server is untouched and still serving its data.
      expect(await client.db('lock').collection<LooseDoc>('c').findOne({ _id: 1 })).toEqual({
        _id: 1,
        by: 'first',
      });
      await client
        .db('lock')
        .collection<LooseDoc>('c')
        .insertOne({ _id: 2, by: 'first, after the refusal' });
    } finally {
      await client.close();
    }

    // In-process, the same refusal: startEmbeddedMongo rejects.
    await expect(
      startEmbeddedMongo({ host: '127.0.0.1', port: 0, dataDir, log: () => {} }),
    ).rejects.toThrow(/lock|in use|already|another/i);

    expect(await first.stop()).toEqual({ code: 0, signal: null });

    // Once the first has stopped, the folder can be used again, with all its data.
    const third = await startCli(dataDirArgs(dataDir));
    const c3 = new MongoClient(third.uri, {
      serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    });
    try {
      await c3.connect();
      expect(await c3.db('lock').collection<LooseDoc>('c').countDocuments()).toBe(2);
    } finally {
      await c3.close();
    }
    expect(await third.stop()).toEqual({ code: 0, signal: null });
  });

  it('an in-process server holds the lock too: a CLI on its folder is refused until it stops', () =>
    withTempDir('lock-inproc', async (dir) => {
      const server = await startEmbeddedMongo({
        host: '127.0.0.1',
        port: 0,
        dataDir: dir,
        log: () => {},
      });
      try {
        const refused = await runCliExpectingExit(dataDirArgs(dir));
        expect(refused.startedServing).toBe(false);
        expect(refused.code).not.toBe(0);
        expect(refused.stderr).toMatch(/lock|in use|already|another/i);
      } finally {
        await server.stop();
      }
      await expectCliServesAndStops(dir);
    }));

  it('a folder left locked by a killed (SIGKILL) server can be opened again', () =>
    withTempDir('lock-stale', async (dir) => {
      const crashed = await startCli(dataDirArgs(dir));
      await crashed.kill9();
      await expectCliServesAndStops(dir);
    }));
});

/** The folder is free: a CLI starts on it, answers, and stops cleanly. */
async function expectCliServesAndStops(dataDir: string): Promise<void> {
  const cli = await startCli(dataDirArgs(dataDir));
  await pingUri(cli.uri);
  expect(await cli.stop()).toEqual({ code: 0, signal: null });
}
