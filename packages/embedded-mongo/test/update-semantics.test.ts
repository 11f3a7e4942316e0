// update: arrayFilters, the positional operator, multi, replacement, and the errors MongoDB raises for bad updates.
import { useTarget } from './support/connection-target';
import { looseUpdate } from './support/loose-doc';
import { expectServerError } from './support/server-errors';
import { listingModel } from './support/models';

const target = useTarget('update_semantics');

describe('update semantics (driver)', () => {
  it('arrayFilters update only the array elements that match', async () => {
    const c = target().coll('rooms');
    await c.insertOne({
      _id: 1,
      rooms: [
        { kind: 'bed', size: 10 },
        { kind: 'bath', size: 4 },
        { kind: 'bed', size: 14 },
      ],
      scores: [3, 8, 1, 9],
    });
    const res = await c.updateOne(
      { _id: 1 },
      { $set: { 'rooms.$[r].en_suite': true }, $inc: { 'scores.$[s]': 100 } },
      { arrayFilters: [{ 'r.kind': 'bed', 'r.size': { $gte: 12 } }, { s: { $gt: 5 } }] },
    );
    expect(res).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await c.findOne({ _id: 1 })).toEqual({
      _id: 1,
      rooms: [
        { kind: 'bed', size: 10 },
        { kind: 'bath', size: 4 },
        { kind: 'bed', size: 14, en_suite: true },
      ],
      scores: [3, 108, 1, 109],
    });
  });

  it('$[] updates every element and $ the first element the query matched', async () => {
    const c = target().coll('positional');
    await c.insertOne({
      _id: 1,
      prices: [1, 2, 3],
      offers: [
        { by: 'a', amount: 5 },
        { by: 'b', amount: 7 },
      ],
    });
    await c.updateOne({ _id: 1 }, { $mul: { 'prices.$[]': 10 } });
    await c.updateOne({ _id: 1, 'offers.by': 'b' }, { $set: { 'offers.$.amount': 8 } });
    expect(await c.findOne({ _id: 1 })).toEqual({
      _id: 1,
      prices: [10, 20, 30],
      offers: [
        { by: 'a', amount: 5 },
        { by: 'b', amount: 8 },
      ],
    });
  });

  it('updateMany (multi) updates every match and counts matched vs modified', async () => {
    const c = target().coll('multi');
    await c.insertMany([
      { _id: 1, town: 'Holt', flag: false },
      { _id: 2, town: 'Holt', flag: true },
      { _id: 3, town: 'Holt', flag: false },
      { _id: 4, town: 'Diss', flag: false },
    ]);
    const res = await c.updateMany({ town: 'Holt' }, { $set: { flag: true } });
    expect(res).toMatchObject({ matchedCount: 3, modifiedCount: 2, upsertedCount: 0 });
    expect(await c.countDocuments({ flag: true })).toBe(3);
    expect(await c.findOne({ _id: 4 })).toEqual({ _id: 4, town: 'Diss', flag: false });
  });

  it('the raw update command with multi: true and several statements reports n and nModified', async () => {
    const c = target().coll('raw_update');
    await c.insertMany([{ g: 1 }, { g: 1 }, { g: 2 }]);
    const res = await target().db.command({
      update: 'raw_update',
      updates: [
        { q: { g: 1 }, u: { $set: { hit: 1 } }, multi: true },
        { q: { g: 2 }, u: { $set: { hit: 2 } }, multi: false },
        { q: { g: 3 }, u: { $set: { hit: 3 } }, upsert: true },
      ],
    });
    expect(res.ok).toBe(1);
    expect(res.n).toBe(4);
    expect(res.nModified).toBe(3);
    expect(res.upserted).toEqual([{ index: 2, _id: expect.anything() }]);
    expect(res.writeErrors).toBeUndefined();
  });

  it('a replacement keeps _id and drops every other field', async () => {
    const c = target().coll('replace');
    await c.insertOne({ _id: 1, a: 1, b: { c: 2 } });
    const res = await c.replaceOne({ _id: 1 }, { z: 'only' });
    expect(res).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, z: 'only' });
  });

  it('a replacement with upsert inserts the replacement document', async () => {
    const c = target().coll('replace_upsert');
    const res = await c.replaceOne({ key: 'k1' }, { key: 'k1', v: 1 }, { upsert: true });
    expect(res.upsertedCount).toBe(1);
    expect(await c.findOne({ key: 'k1' }, { projection: { _id: 0 } })).toEqual({ key: 'k1', v: 1 });
  });

  it('a raw update whose u has no $ operators is a replacement', async () => {
    const c = target().coll('raw_replace');
    await c.insertOne({ _id: 1, a: 1 });
    const res = await target().db.command({
      update: 'raw_replace',
      updates: [{ q: { _id: 1 }, u: { b: 2 } }],
    });
    expect(res).toMatchObject({ ok: 1, n: 1, nModified: 1 });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, b: 2 });
  });

  it('changing _id is refused with 66 ImmutableField and the document is unchanged', async () => {
    const c = target().coll('immutable');
    await c.insertOne({ _id: 1, a: 1 });
    await expectServerError(c.updateOne({ _id: 1 }, { $set: { _id: 2 } }), 66, 'ImmutableField');
    await expectServerError(c.replaceOne({ _id: 1 }, { _id: 3, a: 2 }), 66, 'ImmutableField');
    expect(await c.find({}).toArray()).toEqual([{ _id: 1, a: 1 }]);
  });

  it('conflicting operators on one path are refused with 40 ConflictingUpdateOperators', async () => {
    const c = target().coll('conflict');
    await c.insertOne({ _id: 1, a: 1 });
    await expectServerError(
      c.updateOne({ _id: 1 }, { $set: { a: 5 }, $inc: { a: 1 } }),
      40,
      'ConflictingUpdateOperators',
    );
    await expectServerError(
      c.updateOne({ _id: 1 }, { $set: { a: 5, 'a.b': 1 } }),
      40,
      'ConflictingUpdateOperators',
    );
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, a: 1 });
  });

  it('$inc on a string is refused with 14 TypeMismatch', async () => {
    const c = target().coll('type_inc');
    await c.insertOne({ _id: 1, n: 'seven' });
    const e = await expectServerError(
      c.updateOne({ _id: 1 }, { $inc: { n: 1 } }),
      14,
      'TypeMismatch',
    );
    expect(e.errmsg ?? e.message).toMatch(/Cannot apply \$inc to a value of non-numeric type/);
    await expectServerError(
      c.updateOne({ _id: 1 }, looseUpdate({ $inc: { m: 'x' } })),
      14,
      'TypeMismatch',
    );
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, n: 'seven' });
  });

  it('$push on a non-array is refused with 2 BadValue', async () => {
    const c = target().coll('type_push');
    await c.insertOne({ _id: 1, tags: 'garden' });
    const e = await expectServerError(
      c.updateOne({ _id: 1 }, looseUpdate({ $push: { tags: 'x' } })),
      2,
      'BadValue',
    );
    expect(e.errmsg ?? e.message).toMatch(/must be an array but is of type string/);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, tags: 'garden' });
  });

  it('an unknown update operator is refused with 9 FailedToParse', async () => {
    const c = target().coll('unknown_modifier');
    await c.insertOne({ _id: 1 });
    const e = await expectServerError(
      c.updateOne({ _id: 1 }, looseUpdate({ $frobnicate: { a: 1 } })),
      9,
      'FailedToParse',
    );
    expect(e.errmsg ?? e.message).toMatch(/Unknown modifier: \$frobnicate/);
  });

  it('an update error in an ordered updateMany batch leaves earlier documents updated and later ones untouched', async () => {
    const c = target().coll('partial');
    await c.insertMany([
      { _id: 1, n: 1 },
      { _id: 2, n: 'two' },
      { _id: 3, n: 3 },
    ]);
    const res = await target().db.command({
      update: 'partial',
      ordered: true,
      updates: [
        { q: { _id: 1 }, u: { $inc: { n: 10 } } },
        { q: { _id: 2 }, u: { $inc: { n: 10 } } },
        { q: { _id: 3 }, u: { $inc: { n: 10 } } },
      ],
    });
    expect(res.ok).toBe(1);
    expect(res.n).toBe(1);
    expect(res.writeErrors).toHaveLength(1);
    expect(res.writeErrors[0]).toMatchObject({ index: 1, code: 14 });
    expect((await c.find({}).sort({ _id: 1 }).toArray()).map((d) => d.n)).toEqual([11, 'two', 3]);
  });
});

describe('update semantics (mongoose)', () => {
  it('arrayFilters, updateMany and replaceOne through a model', async () => {
    const conn = await target().mongoose();
    const Listings = await listingModel(conn);
    await Listings.insertMany([
      { ref: 'A1', title: 'One', price: 100, tags: ['old', 'garden', 'old'] },
      { ref: 'A2', title: 'Two', price: 200, tags: ['old'] },
      { ref: 'A3', title: 'Three', price: 300, town: 'Holt' },
    ]);
    const res = await Listings.updateMany(
      { tags: 'old' },
      { $set: { 'tags.$[t]': 'period' } },
      { arrayFilters: [{ t: 'old' }] },
    );
    expect(res).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    const a1 = await Listings.findOne({ ref: 'A1' }).lean();
    expect(a1?.tags).toEqual(['period', 'garden', 'period']);

    await Listings.replaceOne({ ref: 'A3' }, { ref: 'A3', title: 'Replaced', price: 333 });
    const a3 = await Listings.findOne({ ref: 'A3' }).lean();
    expect(a3).toMatchObject({ ref: 'A3', title: 'Replaced', price: 333 });
    expect(a3?.town).not.toBe('Holt');
  });
});
