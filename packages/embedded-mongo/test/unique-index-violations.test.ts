// Unique indexes: duplicate-key errors (code 11000, keyPattern, keyValue, errmsg) on every kind of write,
// ordered and unordered batches, BSON equality of keys, and that a rejected document leaves no trace.
import { MongoBulkWriteError, MongoServerError, Long, Double, type Document } from 'mongodb';
import { useTarget } from './support/connection-target';
import { expectServerError, serverError } from './support/server-errors';
import { agentModel } from './support/models';

const target = useTarget('unique_index');

function dupMessage(dbName: string, coll: string, index: string, key: string): string {
  return `E11000 duplicate key error collection: ${dbName}.${coll} index: ${index} dup key: { ${key} }`;
}

/** [index, code] of each write error of a bulk write (the driver unwraps a lone one). */
function indexesAndCodes(error: MongoBulkWriteError): Array<[number, number]> {
  const writeErrors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
  return writeErrors.map((w) => [w.index, w.code]);
}

describe('unique index violations (driver)', () => {
  const people = () => target().coll('people');

  /** The raw insert command on people: its answer, write errors and all, as the server gives it. */
  const insertIntoPeople = (documents: Document[], { ordered }: { ordered: boolean }) =>
    target().db.command({ insert: 'people', ordered, documents });

  /** Which of `ids` are stored in people, in ascending order. */
  const storedIds = async (ids: number[]) =>
    (
      await people()
        .find({ _id: { $in: ids } })
        .sort({ _id: 1 })
        .toArray()
    ).map((d) => d._id);

  beforeAll(async () => {
    await people().createIndex({ email: 1 }, { unique: true });
    await people().insertOne({ _id: 1, email: 'ann@example.com', name: 'Ann' });
  });

  it('insertOne of a duplicate answers 11000 with keyPattern, keyValue and the MongoDB message', async () => {
    const e = await expectServerError(
      people().insertOne({ _id: 2, email: 'ann@example.com', name: 'Impostor' }),
      11000,
    );
    expect(e.keyPattern).toEqual({ email: 1 });
    expect(e.keyValue).toEqual({ email: 'ann@example.com' });
    expect(e.errmsg ?? e.message).toBe(
      dupMessage(target().dbName, 'people', 'email_1', 'email: "ann@example.com"'),
    );
    expect(await people().findOne({ _id: 2 })).toBeNull();
    expect(await people().countDocuments({ name: 'Impostor' })).toBe(0);
  });

  it('a duplicate _id answers 11000 on the _id_ index', async () => {
    const e = await expectServerError(
      people().insertOne({ _id: 1, email: 'other@example.com' }),
      11000,
    );
    expect(e.keyPattern).toEqual({ _id: 1 });
    expect(e.keyValue).toEqual({ _id: 1 });
    expect(e.errmsg ?? e.message).toBe(dupMessage(target().dbName, 'people', '_id_', '_id: 1'));
    expect(await people().countDocuments({ email: 'other@example.com' })).toBe(0);
  });

  it('raw insert, ordered: stops at the first duplicate; n counts what was inserted; the rest is not inserted', async () => {
    const res = await insertIntoPeople(
      [
        { _id: 10, email: 'o1@example.com' },
        { _id: 11, email: 'ann@example.com', marker: 'rejected-ordered' },
        { _id: 12, email: 'o3@example.com' },
      ],
      { ordered: true },
    );
    expect(res.ok).toBe(1);
    expect(res.n).toBe(1);
    expect(res.writeErrors).toHaveLength(1);
    const we = res.writeErrors[0] as Document;
    expect(we).toMatchObject({
      index: 1,
      code: 11000,
      keyPattern: { email: 1 },
      keyValue: { email: 'ann@example.com' },
    });
    expect(we.errmsg).toBe(
      dupMessage(target().dbName, 'people', 'email_1', 'email: "ann@example.com"'),
    );
    expect(await people().findOne({ _id: 10 })).not.toBeNull();
    expect(await people().findOne({ _id: 11 })).toBeNull();
    expect(await people().findOne({ marker: 'rejected-ordered' })).toBeNull();
    expect(await people().findOne({ _id: 12 })).toBeNull();
  });

  it('raw insert, unordered: every valid document is inserted, each duplicate reported at its index', async () => {
    const res = await insertIntoPeople(
      [
        { _id: 20, email: 'ann@example.com', marker: 'rejected-unordered' },
        { _id: 21, email: 'u2@example.com' },
        { _id: 1, email: 'u3@example.com' },
        { _id: 23, email: 'u2@example.com' },
        { _id: 24, email: 'u5@example.com' },
      ],
      { ordered: false },
    );
    expect(res.ok).toBe(1);
    expect(res.n).toBe(2);
    const errors = (res.writeErrors as Document[]).map((w) => ({
      index: w.index,
      code: w.code,
      keyValue: w.keyValue,
    }));
    expect(errors).toEqual([
      { index: 0, code: 11000, keyValue: { email: 'ann@example.com' } },
      { index: 2, code: 11000, keyValue: { _id: 1 } },
      { index: 3, code: 11000, keyValue: { email: 'u2@example.com' } },
    ]);
    expect(await storedIds([20, 21, 23, 24])).toEqual([21, 24]);
    expect(await people().findOne({ marker: 'rejected-unordered' })).toBeNull();
    expect(await people().findOne({ _id: 1 })).toEqual({
      _id: 1,
      email: 'ann@example.com',
      name: 'Ann',
    });
  });

  it('insertMany ordered throws a bulk write error after inserting the documents before the duplicate', async () => {
    const e = await serverError(
      people().insertMany([
        { _id: 30, email: 'm1@example.com' },
        { _id: 31, email: 'm1@example.com' },
        { _id: 32, email: 'm3@example.com' },
      ]),
    );
    expect(e).toBeInstanceOf(MongoBulkWriteError);
    const bulk = e as MongoBulkWriteError;
    expect(bulk.code).toBe(11000);
    expect(bulk.insertedCount).toBe(1);
    expect(indexesAndCodes(bulk)).toEqual([[1, 11000]]);
    expect(await storedIds([30, 31, 32])).toEqual([30]);
  });

  it('insertMany unordered inserts the others and reports each duplicate', async () => {
    const e = (await serverError(
      people().insertMany(
        [
          { _id: 40, email: 'n1@example.com' },
          { _id: 41, email: 'ann@example.com' },
          { _id: 42, email: 'n3@example.com' },
        ],
        { ordered: false },
      ),
    )) as MongoBulkWriteError;
    expect(e).toBeInstanceOf(MongoBulkWriteError);
    expect(e.insertedCount).toBe(2);
    expect(indexesAndCodes(e)).toEqual([[1, 11000]]);
    expect(await storedIds([40, 41, 42])).toEqual([40, 42]);
  });

  it('a duplicate inside one insertMany batch is caught too', async () => {
    const res = await insertIntoPeople(
      [
        { _id: 50, email: 'same@example.com' },
        { _id: 51, email: 'same@example.com' },
      ],
      { ordered: false },
    );
    expect(res.n).toBe(1);
    expect(res.writeErrors.map((w: Document) => [w.index, w.code])).toEqual([[1, 11000]]);
    expect(await people().countDocuments({ email: 'same@example.com' })).toBe(1);
  });

  it('an update that would duplicate a key is refused and the document keeps its old value', async () => {
    await people().insertOne({ _id: 60, email: 'before@example.com' });
    const e = await expectServerError(
      people().updateOne({ _id: 60 }, { $set: { email: 'ann@example.com' } }),
      11000,
    );
    expect(e.keyValue).toEqual({ email: 'ann@example.com' });
    expect(await people().findOne({ _id: 60 })).toEqual({ _id: 60, email: 'before@example.com' });
  });

  it('an upsert that would duplicate a key is refused and inserts nothing', async () => {
    const before = await people().countDocuments();
    await expectServerError(
      people().updateOne(
        { name: 'Nobody' },
        { $set: { email: 'ann@example.com' } },
        { upsert: true },
      ),
      11000,
    );
    expect(await people().countDocuments()).toBe(before);
  });

  it('findOneAndUpdate answers the duplicate-key error at top level (ok: 0, code, codeName, keyPattern, keyValue)', async () => {
    await people().insertOne({ _id: 70, email: 'fam@example.com' });
    const e = await expectServerError(
      people().findOneAndUpdate({ _id: 70 }, { $set: { email: 'ann@example.com' } }),
      11000,
      'DuplicateKey',
    );
    expect(e.keyPattern).toEqual({ email: 1 });
    expect(e.keyValue).toEqual({ email: 'ann@example.com' });
    expect(e.errmsg ?? e.message).toMatch(/^E11000 duplicate key error collection: /);
    expect(await people().findOne({ _id: 70 })).toEqual({ _id: 70, email: 'fam@example.com' });
  });

  it('keys compare in BSON order: 1, 1.0 and Long(1) are the same key', async () => {
    const c = target().coll('numeric_keys');
    await c.createIndex({ n: 1 }, { unique: true });
    await c.insertOne({ n: 1 });
    await expectServerError(c.insertOne({ n: new Double(1) }), 11000);
    await expectServerError(c.insertOne({ n: Long.fromNumber(1) }), 11000);
    expect(await c.countDocuments()).toBe(1);
  });

  it('without sparse, a missing field is a null key: a second document without it is a duplicate', async () => {
    const c = target().coll('missing_keys');
    await c.createIndex({ code: 1 }, { unique: true });
    await c.insertOne({ x: 1 });
    const e = await expectServerError(c.insertOne({ x: 2 }), 11000);
    expect(e.keyValue).toEqual({ code: null });
    await expectServerError(c.insertOne({ code: null }), 11000);
    expect(await c.countDocuments()).toBe(1);
  });

  it('a sparse unique index allows many documents without the field but not two equal values', async () => {
    const c = target().coll('sparse_keys');
    await c.createIndex({ code: 1 }, { unique: true, sparse: true });
    await c.insertMany([{ x: 1 }, { x: 2 }, { x: 3 }]);
    await c.insertOne({ code: 'A' });
    await expectServerError(c.insertOne({ code: 'A' }), 11000);
    expect(await c.countDocuments()).toBe(4);
  });

  it('every element of an array is a key', async () => {
    const c = target().coll('array_keys');
    await c.createIndex({ tags: 1 }, { unique: true });
    await c.insertOne({ _id: 1, tags: ['a', 'b'] });
    await c.insertOne({ _id: 2, tags: ['c', 'c'] }); // repeats inside one document are fine
    const e = await expectServerError(c.insertOne({ _id: 3, tags: ['d', 'b'] }), 11000);
    expect(e.keyValue).toEqual({ tags: 'b' });
    expect(await c.findOne({ _id: 3 })).toBeNull();
  });

  it('a compound unique index only rejects the same combination', async () => {
    const c = target().coll('compound_keys');
    await c.createIndex({ town: 1, ref: 1 }, { unique: true });
    await c.insertMany([
      { town: 'Holt', ref: 1 },
      { town: 'Holt', ref: 2 },
      { town: 'Diss', ref: 1 },
    ]);
    const e = await expectServerError(c.insertOne({ town: 'Holt', ref: 2 }), 11000);
    expect(e.keyPattern).toEqual({ town: 1, ref: 1 });
    expect(e.keyValue).toEqual({ town: 'Holt', ref: 2 });
    expect(e.errmsg ?? e.message).toBe(
      dupMessage(target().dbName, 'compound_keys', 'town_1_ref_1', 'town: "Holt", ref: 2'),
    );
  });

  it('creating a unique index over existing duplicates fails with 11000 and leaves no index', async () => {
    const c = target().coll('late_index');
    await c.insertMany([{ v: 1 }, { v: 1 }]);
    const e = await serverError(c.createIndex({ v: 1 }, { unique: true }));
    expect(e).toBeInstanceOf(MongoServerError);
    expect(e.code).toBe(11000);
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });
});

describe('unique index violations (mongoose)', () => {
  it('create, save and insertMany surface the duplicate-key error; rejected documents leave no trace', async () => {
    const conn = await target().mongoose();
    const Agents = await agentModel(conn);
    await Agents.create({ email: 'lead@reedmere.example', name: 'Lead' });

    const single = await serverError(
      Agents.create({ email: 'LEAD@reedmere.example', name: 'Copy' }),
    );
    expect(single.code).toBe(11000);
    expect(single.keyValue).toEqual({ email: 'lead@reedmere.example' });
    expect(single.keyPattern).toEqual({ email: 1 });
    expect(await Agents.countDocuments({ name: 'Copy' })).toBe(0);

    const doc = new Agents({ email: 'lead@reedmere.example', name: 'Saved copy' });
    expect((await serverError(doc.save())).code).toBe(11000);
    expect(await Agents.countDocuments({ name: 'Saved copy' })).toBe(0);

    const ordered = (await serverError(
      Agents.insertMany([
        { email: 'o1@reedmere.example', name: 'O1' },
        { email: 'lead@reedmere.example', name: 'O2' },
        { email: 'o3@reedmere.example', name: 'O3' },
      ]),
    )) as MongoBulkWriteError & { insertedDocs?: unknown[] };
    expect(ordered.code).toBe(11000);
    expect(ordered.insertedDocs).toHaveLength(1);
    expect((await Agents.find({ name: /^O\d$/ }).lean()).map((a) => a.name)).toEqual(['O1']);

    const unordered = (await serverError(
      Agents.insertMany(
        [
          { email: 'u1@reedmere.example', name: 'U1' },
          { email: 'lead@reedmere.example', name: 'U2' },
          { email: 'u3@reedmere.example', name: 'U3' },
        ],
        { ordered: false },
      ),
    )) as MongoBulkWriteError & { insertedDocs?: unknown[] };
    expect(unordered.code).toBe(11000);
    expect(unordered.insertedDocs).toHaveLength(2);
    expect(
      (await Agents.find({ name: /^U\d$/ }).sort({ name: 1 }).lean()).map((a) => a.name),
    ).toEqual(['U1', 'U3']);
  });

  it('findOneAndUpdate through mongoose rejects with the duplicate-key error', async () => {
    const conn = await target().mongoose();
    const Agents = await agentModel(conn);
    await Agents.create({ email: 'first@reedmere.example', name: 'First' });
    const second = await Agents.create({ email: 'second@reedmere.example', name: 'Second' });
    const e = await serverError(
      Agents.findOneAndUpdate(
        { _id: second._id },
        { $set: { email: 'first@reedmere.example' } },
        { new: true },
      ),
    );
    expect(e.code).toBe(11000);
    expect(e.keyValue).toEqual({ email: 'first@reedmere.example' });
    expect((await Agents.findById(second._id).lean())?.email).toBe('second@reedmere.example');
  });
});
