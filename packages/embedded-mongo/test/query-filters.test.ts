// Query operators: regex, $in/$nin, ranges, null/missing, arrays, logical operators (driver and mongoose).
import { BSONRegExp, Decimal128, Int32, Long } from 'mongodb';
import { useTarget } from './support/connection-target';
import type { QueryFilter } from 'mongoose';
import { listingModel, type Listing } from './support/models';

const target = useTarget('query_filters');

const docs = [
  {
    _id: 1,
    title: 'Norfolk cottage',
    town: 'Norwich',
    price: 250_000,
    tags: ['garden', 'period'],
    listed: new Date('2024-01-10'),
  },
  {
    _id: 2,
    title: 'north-facing flat',
    town: 'Cromer',
    price: 180_000,
    tags: ['sea-view'],
    listed: new Date('2024-02-01'),
  },
  {
    _id: 3,
    title: 'Town house',
    town: 'Holt',
    price: 410_000,
    tags: [],
    listed: new Date('2024-03-15'),
  },
  {
    _id: 4,
    title: 'Barn\nNorth wing',
    town: 'Norwich',
    price: 410_000,
    tags: ['garden', 'garage'],
    agent: null,
  },
  {
    _id: 5,
    title: 'Plot',
    town: 'Diss',
    price: 95_000,
    rooms: [
      { kind: 'bed', size: 12 },
      { kind: 'bath', size: 5 },
    ],
  },
];

const ids = async (filter: object): Promise<unknown[]> =>
  (await target().coll('props').find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);

describe('query filters (driver)', () => {
  beforeAll(async () => {
    await target().coll('props').insertMany(docs);
  });

  it('regex: anchored, case-insensitive, $regex/$options, multiline, and BSON regex', async () => {
    expect(await ids({ title: /^Nor/ })).toEqual([1]);
    expect(await ids({ title: /^nor/i })).toEqual([1, 2]);
    expect(await ids({ title: { $regex: 'house$', $options: 'i' } })).toEqual([3]);
    expect(await ids({ title: { $regex: /^north/im } })).toEqual([2, 4]);
    expect(await ids({ title: new BSONRegExp('cott', '') })).toEqual([1]);
    expect(await ids({ town: { $not: /^Nor/ } })).toEqual([2, 3, 5]);
  });

  it('regex against an array field matches any element', async () => {
    expect(await ids({ tags: /^gar/ })).toEqual([1, 4]);
  });

  it('$in and $nin, including regexes and null inside $in', async () => {
    expect(await ids({ town: { $in: ['Holt', 'Diss'] } })).toEqual([3, 5]);
    expect(await ids({ town: { $nin: ['Holt', 'Diss'] } })).toEqual([1, 2, 4]);
    expect(await ids({ tags: { $in: ['sea-view', 'garage'] } })).toEqual([2, 4]);
    expect(await ids({ town: { $in: [/^C/, 'Holt'] } })).toEqual([2, 3]);
    // null in $in matches missing fields and explicit nulls
    expect(await ids({ agent: { $in: [null] } })).toEqual([1, 2, 3, 4, 5]);
    expect(await ids({ _id: { $in: [] } })).toEqual([]);
  });

  it('$gte/$lte/$gt/$lt on numbers and dates, and $ne', async () => {
    expect(await ids({ price: { $gte: 180_000, $lte: 250_000 } })).toEqual([1, 2]);
    expect(await ids({ price: { $gt: 250_000 } })).toEqual([3, 4]);
    expect(await ids({ price: { $lt: 180_000 } })).toEqual([5]);
    expect(
      await ids({ listed: { $gte: new Date('2024-02-01'), $lte: new Date('2024-03-31') } }),
    ).toEqual([2, 3]);
    expect(await ids({ price: { $ne: 410_000 } })).toEqual([1, 2, 5]);
  });

  it('range operators do not cross types (a number range never matches strings or dates)', async () => {
    const c = target().coll('typed_range');
    await c.insertMany([
      { _id: 1, v: 5 },
      { _id: 2, v: '7' },
      { _id: 3, v: new Date(7) },
      { _id: 4, v: 8 },
    ]);
    const got = await c
      .find({ v: { $gte: 0 } })
      .sort({ _id: 1 })
      .toArray();
    expect(got.map((d) => d._id)).toEqual([1, 4]);
    const strs = await c.find({ v: { $gte: '' } }).toArray();
    expect(strs.map((d) => d._id)).toEqual([2]);
  });

  it('numbers of different BSON types are equal when their values are', async () => {
    const c = target().coll('numeric_eq');
    await c.insertMany([
      { _id: 'int', v: new Int32(3) },
      { _id: 'long', v: Long.fromNumber(3) },
      { _id: 'double', v: 3.0 },
      { _id: 'dec', v: new Decimal128('3.0') },
      { _id: 'other', v: 4 },
    ]);
    const got = await c.find({ v: 3 }).sort({ _id: 1 }).toArray();
    expect(got.map((d) => d._id)).toEqual(['dec', 'double', 'int', 'long']);
    const ranged = await c.find({ v: { $gt: Long.fromNumber(3) } }).toArray();
    expect(ranged.map((d) => d._id)).toEqual(['other']);
  });

  it('null matches missing and null; $exists tells them apart', async () => {
    expect(await ids({ agent: null })).toEqual([1, 2, 3, 4, 5]);
    expect(await ids({ agent: { $exists: true } })).toEqual([4]);
    expect(await ids({ tags: { $exists: false } })).toEqual([5]);
  });

  it('arrays: element equality, whole-array equality, $all, $size, $elemMatch, dotted paths into arrays', async () => {
    expect(await ids({ tags: 'garden' })).toEqual([1, 4]);
    expect(await ids({ tags: ['garden', 'period'] })).toEqual([1]);
    expect(await ids({ tags: ['period', 'garden'] })).toEqual([]);
    expect(await ids({ tags: { $all: ['garage', 'garden'] } })).toEqual([4]);
    expect(await ids({ tags: { $size: 0 } })).toEqual([3]);
    expect(await ids({ rooms: { $elemMatch: { kind: 'bath', size: { $lt: 10 } } } })).toEqual([5]);
    expect(await ids({ rooms: { $elemMatch: { kind: 'bed', size: { $lt: 10 } } } })).toEqual([]);
    expect(await ids({ 'rooms.kind': 'bath' })).toEqual([5]);
    expect(await ids({ 'rooms.size': { $gt: 10 } })).toEqual([5]);
  });

  it('$or, $and, $nor and implicit AND', async () => {
    expect(await ids({ $or: [{ town: 'Holt' }, { price: { $lt: 100_000 } }] })).toEqual([3, 5]);
    expect(await ids({ $and: [{ town: 'Norwich' }, { price: 410_000 }] })).toEqual([4]);
    expect(await ids({ $nor: [{ town: 'Norwich' }, { town: 'Cromer' }] })).toEqual([3, 5]);
    expect(await ids({ town: 'Norwich', tags: 'garage' })).toEqual([4]);
  });

  it('$expr compares two fields of the same document', async () => {
    const c = target().coll('expr');
    await c.insertMany([
      { _id: 1, asking: 100, offer: 120 },
      { _id: 2, asking: 100, offer: 90 },
    ]);
    const got = await c.find({ $expr: { $gt: ['$offer', '$asking'] } }).toArray();
    expect(got.map((d) => d._id)).toEqual([1]);
  });
});

describe('query filters (mongoose)', () => {
  it('regex, $in and a price range through a model', async () => {
    const conn = await target().mongoose();
    const Listings = await listingModel(conn);
    await Listings.insertMany([
      { ref: 'Q1', title: 'Norfolk cottage', price: 250_000, town: 'Norwich', tags: ['garden'] },
      { ref: 'Q2', title: 'north flat', price: 180_000, town: 'Cromer', tags: ['sea-view'] },
      { ref: 'Q3', title: 'Town house', price: 410_000, town: 'Holt', status: 'sold' },
    ]);
    const refs = async (q: QueryFilter<Listing>) =>
      (await Listings.find(q).sort({ ref: 1 }).lean()).map((d) => d.ref);
    expect(await refs({ title: /^nor/i })).toEqual(['Q1', 'Q2']);
    expect(await refs({ town: { $in: ['Holt', 'Cromer'] } })).toEqual(['Q2', 'Q3']);
    expect(await refs({ price: { $gte: 180_000, $lte: 250_000 } })).toEqual(['Q1', 'Q2']);
    expect(await refs({ status: { $ne: 'sold' }, tags: 'garden' })).toEqual(['Q1']);
    expect(await Listings.find().where('price').gt(200_000).lt(500_000).countDocuments()).toBe(2);
  });
});
