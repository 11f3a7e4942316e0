// Cursors longer than one batch: find/getMore/killCursors, batchSize and limit, through the driver and mongoose.
import {
  Long,
  type CommandStartedEvent,
  type CommandSucceededEvent,
  type Document,
  type MongoClient,
} from 'mongodb';
import { useTarget } from './support/connection-target';
import { expectServerError } from './support/server-errors';
import { listingModel, sampleListings } from './support/models';

const target = useTarget('cursor_batches');
const N = 250;

interface Batch {
  command: string;
  size: number;
  cursorId: string;
}

/** Records, in order, the size of every batch a find/aggregate/getMore reply carried. */
function recordBatches(client: MongoClient): {
  batches: Batch[];
  started: CommandStartedEvent[];
  reset(): void;
} {
  const state = { batches: [] as Batch[], started: [] as CommandStartedEvent[] };
  client.on('commandStarted', (e: CommandStartedEvent) => {
    if (['find', 'getMore', 'aggregate', 'killCursors'].includes(e.commandName))
      state.started.push(e);
  });
  client.on('commandSucceeded', (e: CommandSucceededEvent) => {
    if (!['find', 'getMore', 'aggregate'].includes(e.commandName)) return;
    const cursor = (e.reply as Document).cursor as Document | undefined;
    const batch = (cursor?.firstBatch ?? cursor?.nextBatch) as unknown[] | undefined;
    state.batches.push({
      command: e.commandName,
      size: batch?.length ?? -1,
      cursorId: String(cursor?.id),
    });
  });
  return {
    ...state,
    reset() {
      state.batches.length = 0;
      state.started.length = 0;
    },
  };
}

describe('cursors over more than one batch', () => {
  let client: MongoClient;
  let rec: ReturnType<typeof recordBatches>;
  const collName = 'numbers';

  beforeAll(async () => {
    client = await target().newClient({ monitorCommands: true });
    rec = recordBatches(client);
    await client
      .db(target().dbName)
      .collection(collName)
      .insertMany(
        Array.from({ length: N }, (_, i) => ({ n: i, even: i % 2 === 0, pad: 'x'.repeat(100) })),
      );
  });
  beforeEach(() => rec.reset());

  const coll = () => client.db(target().dbName).collection(collName);

  it(`find without batchSize returns all ${N} documents: a first batch of 101, the rest by getMore`, async () => {
    const docs = await coll().find({}).sort({ n: 1 }).toArray();
    expect(docs.map((d) => d.n)).toEqual(Array.from({ length: N }, (_, i) => i));
    expect(rec.batches[0]).toMatchObject({ command: 'find', size: 101 });
    expect(rec.batches[0]!.cursorId).not.toBe('0');
    expect(rec.batches.slice(1).every((b) => b.command === 'getMore')).toBe(true);
    expect(rec.batches.reduce((s, b) => s + b.size, 0)).toBe(N);
    expect(rec.batches[rec.batches.length - 1]!.cursorId).toBe('0');
  });

  it('batchSize 40: no batch is larger than 40 and every document comes exactly once', async () => {
    const seen: number[] = [];
    for await (const d of coll().find({}, { batchSize: 40 }).sort({ n: -1 }))
      seen.push(d.n as number);
    expect(seen).toEqual(Array.from({ length: N }, (_, i) => N - 1 - i));
    expect(rec.batches.length).toBeGreaterThanOrEqual(Math.ceil(N / 40));
    expect(rec.batches.every((b) => b.size <= 40)).toBe(true);
    const full = rec.batches.filter((b) => b.size > 0);
    expect(full.slice(0, -1).every((b) => b.size === 40)).toBe(true);
    const getMores = rec.started.filter((e) => e.commandName === 'getMore');
    expect(getMores.length).toBeGreaterThan(0);
    expect(getMores.every((e) => e.command.batchSize === 40)).toBe(true);
  });

  it('a filter with batchSize pages through only the matching documents', async () => {
    const docs = await coll().find({ even: true }, { batchSize: 30 }).sort({ n: 1 }).toArray();
    expect(docs).toHaveLength(N / 2);
    expect(docs.every((d) => (d.n as number) % 2 === 0)).toBe(true);
  });

  it('limit 120 with batchSize 50 stops at 120 and closes the cursor', async () => {
    const docs = await coll().find({}, { batchSize: 50, limit: 120 }).sort({ n: 1 }).toArray();
    expect(docs.map((d) => d.n)).toEqual(Array.from({ length: 120 }, (_, i) => i));
    expect(rec.batches.map((b) => b.size).filter((s) => s > 0)).toEqual([50, 50, 20]);
    expect(rec.batches[rec.batches.length - 1]!.cursorId).toBe('0');
    expect(rec.started.some((e) => e.commandName === 'killCursors')).toBe(false);
  });

  it('a negative limit (single batch) returns one batch and no cursor', async () => {
    const docs = await coll().find({}).sort({ n: 1 }).limit(-5).toArray();
    expect(docs.map((d) => d.n)).toEqual([0, 1, 2, 3, 4]);
    expect(rec.batches).toEqual([{ command: 'find', size: 5, cursorId: '0' }]);
  });

  it('the raw find reply carries cursor.id as int64, ns, firstBatch; getMore continues it', async () => {
    const db = client.db(target().dbName);
    const first = await db.command(
      { find: collName, filter: {}, sort: { n: 1 }, batchSize: 0 },
      { promoteLongs: false },
    );
    expect(first.ok).toBe(1);
    expect(first.cursor.firstBatch).toEqual([]);
    expect(first.cursor.ns).toBe(`${target().dbName}.${collName}`);
    expect(first.cursor.id).toBeInstanceOf(Long);
    expect((first.cursor.id as Long).isZero()).toBe(false);

    const more = await db.command(
      { getMore: first.cursor.id as Long, collection: collName, batchSize: 7 },
      { promoteLongs: false },
    );
    expect(more.ok).toBe(1);
    expect(more.cursor.nextBatch.map((d: Document) => d.n)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(more.cursor.id).toBeInstanceOf(Long);
    expect((more.cursor.id as Long).equals(first.cursor.id as Long)).toBe(true);
    expect(more.cursor.ns).toBe(`${target().dbName}.${collName}`);

    const killed = await db.command(
      { killCursors: collName, cursors: [first.cursor.id as Long] },
      { promoteLongs: false },
    );
    expect(killed.ok).toBe(1);
    expect(killed.cursorsKilled.map(String)).toEqual([String(first.cursor.id)]);
  });

  it('closing a cursor early sends killCursors; a getMore on it afterwards answers 43 CursorNotFound', async () => {
    const cursor = coll().find({}, { batchSize: 10 });
    await cursor.next();
    const id = cursor.id;
    expect(id).toBeDefined();
    expect(id!.isZero()).toBe(false);
    await cursor.close();
    expect(rec.started.some((e) => e.commandName === 'killCursors')).toBe(true);
    await expectServerError(
      client.db(target().dbName).command({ getMore: id!, collection: collName }),
      43,
      'CursorNotFound',
    );
  });

  it('an aggregate cursor over 250 results is paged with getMore too', async () => {
    const out = await coll()
      .aggregate([{ $match: {} }, { $sort: { n: 1 } }, { $project: { _id: 0, n: 1 } }], {
        batchSize: 60,
      })
      .toArray();
    expect(out).toEqual(Array.from({ length: N }, (_, i) => ({ n: i })));
    expect(rec.batches[0]).toMatchObject({ command: 'aggregate', size: 60 });
    expect(rec.batches.filter((b) => b.command === 'getMore').length).toBeGreaterThanOrEqual(4);
  });
});

describe('mongoose queries over more than one batch', () => {
  it('Model.find().cursor() and batchSize() return all 250 documents in order', async () => {
    const conn = await target().mongoose();
    const Listings = await listingModel(conn);
    await Listings.insertMany(sampleListings(N));

    const all = await Listings.find({}).sort({ ref: 1 }).lean();
    expect(all).toHaveLength(N);
    expect(all[0]!.ref).toBe('L0001');
    expect(all[N - 1]!.ref).toBe(`L${String(N).padStart(4, '0')}`);

    const refs: string[] = [];
    for await (const doc of Listings.find({}).sort({ ref: -1 }).batchSize(25).cursor())
      refs.push(doc.ref);
    expect(refs).toHaveLength(N);
    expect(refs).toEqual([...all.map((d) => d.ref)].reverse());

    let count = 0;
    await Listings.find({ status: 'available' })
      .batchSize(7)
      .cursor()
      .eachAsync(() => {
        count++;
      });
    expect(count).toBe(all.filter((d) => d.status === 'available').length);
  });
});
