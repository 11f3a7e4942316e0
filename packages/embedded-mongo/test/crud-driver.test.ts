// Insert, find, update and delete through the raw mongodb driver.
import { ObjectId } from 'mongodb';
import { useTarget } from './support/connection-target';
import { looseUpdate } from './support/loose-doc';

const target = useTarget('crud_driver');

describe('CRUD through the mongodb driver', () => {
  it('insertOne assigns an ObjectId and the document reads back unchanged', async () => {
    const coll = target().coll('houses');
    const doc = {
      name: 'Mill House',
      rooms: 6,
      garden: true,
      address: { town: 'Holt', postcode: 'NR25 6AA' },
    };
    const res = await coll.insertOne(doc);
    expect(res.acknowledged).toBe(true);
    expect(res.insertedId).toBeInstanceOf(ObjectId);

    const found = await coll.findOne({ _id: res.insertedId });
    expect(found).toEqual({ _id: res.insertedId, ...doc });
  });

  it('keeps an _id chosen by the client (string, number, sub-document)', async () => {
    const coll = target().coll('custom_ids');
    await coll.insertMany([
      { _id: 'abc', v: 1 },
      { _id: 42, v: 2 },
      { _id: { a: 1, b: 2 }, v: 3 },
    ]);
    expect(await coll.findOne({ _id: 'abc' })).toEqual({ _id: 'abc', v: 1 });
    expect(await coll.findOne({ _id: 42 })).toEqual({ _id: 42, v: 2 });
    expect(await coll.findOne({ _id: { a: 1, b: 2 } })).toEqual({ _id: { a: 1, b: 2 }, v: 3 });
    // Sub-document equality is field-order sensitive in MongoDB.
    expect(await coll.findOne({ _id: { b: 2, a: 1 } })).toBeNull();
  });

  it('insertMany inserts every document and reports every id', async () => {
    const coll = target().coll('many');
    const res = await coll.insertMany(Array.from({ length: 20 }, (_, i) => ({ i })));
    expect(res.insertedCount).toBe(20);
    expect(Object.keys(res.insertedIds)).toHaveLength(20);
    expect(await coll.countDocuments({})).toBe(20);
    const ids = (await coll.find({}, { projection: { _id: 1 } }).toArray())
      .map((d) => String(d._id))
      .sort();
    expect(ids).toEqual(Object.values(res.insertedIds).map(String).sort());
  });

  it('find filters by equality, findOne returns null when nothing matches', async () => {
    const coll = target().coll('find_eq');
    await coll.insertMany([
      { _id: 1, town: 'Holt', beds: 3 },
      { _id: 2, town: 'Cromer', beds: 2 },
      { _id: 3, town: 'Holt', beds: 4 },
    ]);
    const holt = await coll.find({ town: 'Holt' }).sort({ _id: 1 }).toArray();
    expect(holt.map((d) => d._id)).toEqual([1, 3]);
    expect(await coll.findOne({ town: 'Diss' })).toBeNull();
    expect(await coll.find({ town: 'Holt', beds: 4 }).toArray()).toEqual([
      { _id: 3, town: 'Holt', beds: 4 },
    ]);
  });

  it('updateOne changes only the first match and reports matched/modified counts', async () => {
    const coll = target().coll('update_one');
    await coll.insertMany([
      { _id: 1, status: 'available', price: 100 },
      { _id: 2, status: 'available', price: 200 },
    ]);
    const res = await coll.updateOne(
      { status: 'available' },
      { $set: { status: 'sold' }, $inc: { price: 5 } },
    );
    expect(res).toMatchObject({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: 1,
      upsertedCount: 0,
      upsertedId: null,
    });
    const docs = await coll.find({}).sort({ _id: 1 }).toArray();
    expect(docs).toEqual([
      { _id: 1, status: 'sold', price: 105 },
      { _id: 2, status: 'available', price: 200 },
    ]);
  });

  it('an update that changes nothing counts as matched but not modified', async () => {
    const coll = target().coll('update_noop');
    await coll.insertOne({ _id: 1, status: 'sold' });
    const res = await coll.updateOne({ _id: 1 }, { $set: { status: 'sold' } });
    expect(res.matchedCount).toBe(1);
    expect(res.modifiedCount).toBe(0);
  });

  it('updateOne on no match changes nothing; with upsert it inserts and reports the new _id', async () => {
    const coll = target().coll('update_upsert');
    const miss = await coll.updateOne({ ref: 'X1' }, { $set: { price: 1 } });
    expect(miss).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 0 });
    expect(await coll.countDocuments({})).toBe(0);

    const up = await coll.updateOne({ ref: 'X1' }, { $set: { price: 1 } }, { upsert: true });
    expect(up).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1 });
    expect(up.upsertedId).toBeInstanceOf(ObjectId);
    expect(await coll.findOne({ ref: 'X1' })).toEqual({ _id: up.upsertedId, ref: 'X1', price: 1 });
  });

  it('$unset, $push, $addToSet, $pull, $rename, $min, $max and $mul', async () => {
    const coll = target().coll('update_ops');
    await coll.insertOne({ _id: 1, a: 1, tags: ['x'], old: 'name', lo: 5, hi: 5, m: 3 });
    await coll.updateOne(
      { _id: 1 },
      looseUpdate({
        $unset: { a: '' },
        $push: { tags: 'y' },
        $rename: { old: 'renamed' },
        $min: { lo: 2 },
        $max: { hi: 9 },
        $mul: { m: 4 },
      }),
    );
    await coll.updateOne({ _id: 1 }, { $addToSet: { tags: { $each: ['x', 'z'] } } });
    await coll.updateOne({ _id: 1 }, looseUpdate({ $pull: { tags: 'y' } }));
    expect(await coll.findOne({ _id: 1 })).toEqual({
      _id: 1,
      tags: ['x', 'z'],
      renamed: 'name',
      lo: 2,
      hi: 9,
      m: 12,
    });
  });

  it('$set and filters on dotted paths reach into sub-documents', async () => {
    const coll = target().coll('dotted');
    await coll.insertOne({ _id: 1, address: { town: 'Holt', postcode: 'NR25' } });
    await coll.updateOne(
      { 'address.town': 'Holt' },
      { $set: { 'address.postcode': 'NR25 6AA', 'geo.lat': 52.9 } },
    );
    expect(await coll.findOne({ 'address.postcode': 'NR25 6AA' })).toEqual({
      _id: 1,
      address: { town: 'Holt', postcode: 'NR25 6AA' },
      geo: { lat: 52.9 },
    });
  });

  it('deleteOne removes one match, deleteMany every match, and both report counts', async () => {
    const coll = target().coll('deletes');
    await coll.insertMany(Array.from({ length: 6 }, (_, i) => ({ _id: i, even: i % 2 === 0 })));
    expect(await coll.deleteOne({ even: true })).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await coll.countDocuments({ even: true })).toBe(2);
    expect(await coll.deleteMany({ even: false })).toEqual({ acknowledged: true, deletedCount: 3 });
    expect(await coll.deleteMany({ even: false })).toEqual({ acknowledged: true, deletedCount: 0 });
    expect((await coll.find({}).toArray()).length).toBe(2);
    expect(await coll.deleteMany({})).toEqual({ acknowledged: true, deletedCount: 2 });
    expect(await coll.countDocuments({})).toBe(0);
  });
});
