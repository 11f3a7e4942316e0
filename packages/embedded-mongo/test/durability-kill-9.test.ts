// kill -9 in the middle of a stream of writes: every write the server acknowledged must be there after a restart.
import { MongoClient } from 'mongodb';
import { describeEmbeddedOnly } from './support/connection-target';
import {
  dataDirArgs,
  killLeftoverClis,
  startCli,
  suiteTempDir,
  type CliProcess,
} from './support/embedded-cli';
import type { LooseDoc } from './support/loose-doc';

async function waitFor(pred: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!pred()) {
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const connect = async (uri: string) => {
  const client = new MongoClient(uri, {
    serverSelectionTimeoutMS: 3000,
    retryWrites: false,
    retryReads: false,
  });
  await client.connect();
  return client;
};

interface Stream {
  acked: number[];
  /** The insert that was in flight when the server died (it may or may not have been applied). */
  inFlight: number | undefined;
  lastAckedCounter: number;
  counterInFlight: boolean;
  done: Promise<unknown>;
}

/** One insertOne after another (ids from `firstId`), plus a second stream of $inc on one counter document. */
function streamWrites(client: MongoClient, firstId: number): Stream {
  const coll = client.db('crash').collection<LooseDoc>('writes');
  const counters = client.db('crash').collection<LooseDoc>('counters');
  const s: Stream = {
    acked: [],
    inFlight: undefined,
    lastAckedCounter: -1,
    counterInFlight: false,
    done: Promise.resolve(),
  };
  const inserts = (async () => {
    for (let id = firstId; ; id++) {
      s.inFlight = id;
      try {
        await coll.insertOne({ _id: id, payload: `p${id}-${'x'.repeat(200)}`, n: id });
      } catch (e) {
        return e;
      }
      s.acked.push(id);
      s.inFlight = undefined;
    }
  })();
  const incs = (async () => {
    for (;;) {
      s.counterInFlight = true;
      try {
        const doc = await counters.findOneAndUpdate(
          { _id: 'c' },
          { $inc: { v: 1 } },
          { upsert: true, returnDocument: 'after' },
        );
        s.lastAckedCounter = doc?.v as number;
      } catch (e) {
        return e;
      }
      s.counterInFlight = false;
    }
  })();
  s.done = Promise.all([inserts, incs]);
  return s;
}

describeEmbeddedOnly('durability after kill -9 (CLI child process)', () => {
  const dataDir = suiteTempDir('kill9', killLeftoverClis);
  const procs: CliProcess[] = [];

  it('every acknowledged insert and $inc survives SIGKILL, twice in a row', async () => {
    const allAcked: number[] = [];
    const maybe = new Set<number>();
    let counterFloor = -1;
    let nextId = 0;

    for (let round = 1; round <= 2; round++) {
      const server = await startCli(dataDirArgs(dataDir()));
      procs.push(server);
      const client = await connect(server.uri);
      // Everything acknowledged in earlier rounds is still there before we add more.
      const present = new Set(
        (
          await client
            .db('crash')
            .collection<LooseDoc>('writes')
            .find({}, { projection: { _id: 1 } })
            .toArray()
        ).map((d) => d._id as number),
      );
      expect(allAcked.filter((id) => !present.has(id))).toEqual([]);

      const s = streamWrites(client, nextId);
      await waitFor(() => s.acked.length >= 300, 30_000, '300 acknowledged inserts');
      const exit = await server.kill9();
      expect(exit.signal).toBe('SIGKILL');
      await s.done;
      await client.close(true).catch(() => undefined);

      allAcked.push(...s.acked);
      if (s.inFlight !== undefined) maybe.add(s.inFlight);
      counterFloor = Math.max(counterFloor, s.lastAckedCounter);
      nextId = Math.max(...s.acked, s.inFlight ?? 0) + 1;
      expect(s.acked.length).toBeGreaterThanOrEqual(300);
    }

    const server = await startCli(dataDirArgs(dataDir()));
    procs.push(server);
    const client = await connect(server.uri);
    try {
      const docs = await client
        .db('crash')
        .collection<LooseDoc>('writes')
        .find({})
        .sort({ _id: 1 })
        .toArray();
      const present = new Set(docs.map((d) => d._id as number));
      const missing = allAcked.filter((id) => !present.has(id));
      expect({ missingAcknowledged: missing.slice(0, 20), missingCount: missing.length }).toEqual({
        missingAcknowledged: [],
        missingCount: 0,
      });
      const unexpected = docs
        .map((d) => d._id as number)
        .filter((id) => !allAcked.includes(id) && !maybe.has(id));
      expect(unexpected).toEqual([]);
      for (const d of docs)
        expect(d).toEqual({ _id: d._id, payload: `p${d._id}-${'x'.repeat(200)}`, n: d._id });

      const counter = await client
        .db('crash')
        .collection<LooseDoc>('counters')
        .findOne({ _id: 'c' });
      expect(counter?.v).toBeGreaterThanOrEqual(counterFloor);
      expect(counter?.v).toBeLessThanOrEqual(counterFloor + 2); // at most the one $inc in flight at each kill
    } finally {
      await client.close();
    }
    const exit = await server.stop();
    expect(exit).toEqual({ code: 0, signal: null });
  });
});
