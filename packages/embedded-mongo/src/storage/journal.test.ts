import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Catalog } from './catalog';
import { Journal } from './journal';

describe('Journal', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-test-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function reopen(
    compactAfterBytes?: number,
  ): Promise<{ catalog: Catalog; journal: Journal }> {
    const catalog = new Catalog();
    const journal = await Journal.open(dir, catalog, { compactAfterBytes });
    return { catalog, journal };
  }

  async function writeDocs(
    catalog: Catalog,
    journal: Journal,
    from: number,
    to: number,
  ): Promise<void> {
    const coll = catalog.ensureCollection('app', 'items');
    for (let i = from; i < to; i++) {
      catalog.put(coll, { _id: i, label: `item ${i}`, padding: 'x'.repeat(200) });
      await journal.append(catalog.takePending());
    }
  }

  it('replays puts, replacements, deletes, indexes and drops in order', async () => {
    const first = await reopen();
    await writeDocs(first.catalog, first.journal, 0, 5);
    const coll = first.catalog.collection('app', 'items')!;
    first.catalog.put(coll, { _id: 1, label: 'changed' });
    first.catalog.delete(coll, 2);
    first.catalog.createIndex(coll, { v: 2, key: { label: 1 }, name: 'label_1', unique: true });
    first.catalog.ensureCollection('app', 'gone');
    first.catalog.dropCollection('app', 'gone');
    await first.journal.append(first.catalog.takePending());
    await first.journal.close();

    const second = await reopen();
    const items = second.catalog.collection('app', 'items')!;
    expect([...items.documents.values()].map((d) => d._id)).toEqual([0, 1, 3, 4]);
    expect(items.documents.get('n:1')).toEqual({ _id: 1, label: 'changed' });
    expect(items.indexes.map((i) => i.name)).toEqual(['_id_', 'label_1']);
    expect(second.catalog.collection('app', 'gone')).toBeUndefined();
    await second.journal.close();
  });

  it('drops an incomplete record at the end of the journal and keeps appending after it', async () => {
    const first = await reopen();
    await writeDocs(first.catalog, first.journal, 0, 3);
    await first.journal.close();
    const journalFile = path.join(dir, 'journal-0.bson');
    const validSize = fs.statSync(journalFile).size;
    fs.appendFileSync(journalFile, Buffer.from([0x40, 0, 0, 0, 1, 2, 3])); // a torn write

    const second = await reopen();
    expect(second.catalog.collection('app', 'items')!.documents.size).toBe(3);
    expect(fs.statSync(journalFile).size).toBe(validSize);
    await writeDocs(second.catalog, second.journal, 3, 4);
    await second.journal.close();

    const third = await reopen();
    expect(third.catalog.collection('app', 'items')!.documents.size).toBe(4);
    await third.journal.close();
  });

  it('compacts into a snapshot and a new journal without losing or repeating a document', async () => {
    const first = await reopen(4096);
    await writeDocs(first.catalog, first.journal, 0, 100);
    await first.journal.close();
    const files = fs.readdirSync(dir).sort();
    expect(files).toContain('snapshot.bson');
    expect(files.some((f) => /^journal-[1-9]\d*\.bson$/.test(f))).toBe(true);
    expect(files).not.toContain('journal-0.bson');
    // Bounded: compaction runs once the journal passes both the threshold and the snapshot's size
    // (so the cost of rewriting the snapshot stays proportional to the writes).
    const journalFile = files.find((f) => f.startsWith('journal-'))!;
    const snapshotSize = fs.statSync(path.join(dir, 'snapshot.bson')).size;
    const oneRecord = 300;
    expect(fs.statSync(path.join(dir, journalFile)).size).toBeLessThanOrEqual(
      Math.max(4096, snapshotSize) + oneRecord,
    );

    const second = await reopen(4096);
    const docs = [...second.catalog.collection('app', 'items')!.documents.values()];
    expect(docs.map((d) => d._id)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    await second.journal.close();
  });

  it('answers every concurrent append only after its records are written', async () => {
    const { catalog, journal } = await reopen();
    const coll = catalog.ensureCollection('app', 'items');
    const appends = Array.from({ length: 50 }, (_, i) => {
      catalog.put(coll, { _id: i });
      return journal.append(catalog.takePending());
    });
    await Promise.all(appends);
    await journal.close();
    const again = await reopen();
    expect(again.catalog.collection('app', 'items')!.documents.size).toBe(50);
    await again.journal.close();
  });
});
