// sort, skip and limit, including MongoDB's ordering rules across types, missing fields and arrays.
import { Decimal128, Double, Int32, Long } from 'mongodb';
import { useTarget } from './support/connection-target';
import { listingModel, sampleListings } from './support/models';

const target = useTarget('sort_skip_limit');

const listings = sampleListings(60).map((l, i) => ({ _id: i + 1, ...l }));

/** What MongoDB must return: a stable JS sort on the same keys, then _id. */
function expected(
  cmp: (a: (typeof listings)[number], b: (typeof listings)[number]) => number,
  skip = 0,
  limit = 0,
): number[] {
  const sorted = [...listings].sort((a, b) => cmp(a, b) || a._id - b._id);
  return sorted.slice(skip, limit ? skip + limit : undefined).map((l) => l._id);
}

describe('sort, skip and limit (driver)', () => {
  beforeAll(async () => {
    await target().coll('props_sorted').insertMany(listings);
  });
  const coll = () => target().coll('props_sorted');

  it('sorts by a number descending with _id as tie-breaker', async () => {
    const got = await coll().find({}).sort({ price: -1, _id: 1 }).toArray();
    expect(got.map((d) => d._id)).toEqual(expected((a, b) => b.price - a.price));
  });

  it('skip and limit cut the sorted sequence', async () => {
    const got = await coll().find({}).sort({ price: -1, _id: 1 }).skip(24).limit(12).toArray();
    expect(got.map((d) => d._id)).toEqual(expected((a, b) => b.price - a.price, 24, 12));
  });

  it('sorts by two keys (string ascending, number descending)', async () => {
    const got = await coll().find({}).sort({ town: 1, price: -1, _id: 1 }).toArray();
    expect(got.map((d) => d._id)).toEqual(
      expected((a, b) => (a.town < b.town ? -1 : a.town > b.town ? 1 : 0) || b.price - a.price),
    );
  });

  it('filter + sort + skip + limit together', async () => {
    const got = await coll()
      .find({ status: 'available', price: { $gte: 200_000 } })
      .sort({ price: -1, _id: 1 })
      .skip(3)
      .limit(5)
      .toArray();
    const want = [...listings]
      .filter((l) => l.status === 'available' && l.price >= 200_000)
      .sort((a, b) => b.price - a.price || a._id - b._id)
      .slice(3, 8)
      .map((l) => l._id);
    expect(got.map((d) => d._id)).toEqual(want);
  });

  it('limit 0 means no limit; a skip past the end returns nothing', async () => {
    expect(await coll().find({}).limit(0).toArray()).toHaveLength(listings.length);
    expect(await coll().find({}).skip(1000).toArray()).toEqual([]);
  });

  it('natural order without sort still returns every document exactly once with skip/limit pages', async () => {
    const ids: number[] = [];
    for (let page = 0; page < 6; page++) {
      const docs = await coll()
        .find({})
        .sort({ _id: 1 })
        .skip(page * 10)
        .limit(10)
        .toArray();
      ids.push(...docs.map((d) => d._id as number));
    }
    expect(ids).toEqual(listings.map((l) => l._id));
  });
});

describe("MongoDB's sort order across types", () => {
  it('strings compare by code unit (upper case before lower case)', async () => {
    const c = target().coll('strings');
    await c.insertMany([{ s: 'apple' }, { s: 'Zebra' }, { s: 'banana' }, { s: 'Apple' }]);
    const got = await c
      .find({}, { projection: { _id: 0 } })
      .sort({ s: 1 })
      .toArray();
    expect(got.map((d) => d.s)).toEqual(['Apple', 'Zebra', 'apple', 'banana']);
  });

  it('missing and null sort before numbers ascending and after them descending', async () => {
    const c = target().coll('nulls');
    await c.insertMany([{ _id: 1, v: 5 }, { _id: 2 }, { _id: 3, v: null }, { _id: 4, v: -1 }]);
    const asc = await c.find({}).sort({ v: 1, _id: 1 }).toArray();
    expect(asc.map((d) => d._id)).toEqual([2, 3, 4, 1]);
    const desc = await c.find({}).sort({ v: -1, _id: 1 }).toArray();
    expect(desc.map((d) => d._id)).toEqual([1, 4, 2, 3]);
  });

  it('numbers sort by value whatever their BSON type (int, long, double, decimal)', async () => {
    const c = target().coll('numeric_types');
    await c.insertMany([
      { _id: 'd', v: new Decimal128('2.5') },
      { _id: 'l', v: Long.fromNumber(3) },
      { _id: 'i', v: new Int32(1) },
      { _id: 'f', v: new Double(1.5) },
      { _id: 'big', v: Long.fromString('9007199254740993') },
      { _id: 'neg', v: new Decimal128('-10') },
    ]);
    const got = await c.find({}).sort({ v: 1 }).toArray();
    expect(got.map((d) => d._id)).toEqual(['neg', 'i', 'f', 'd', 'l', 'big']);
  });

  it('values of different types sort in BSON type order: null, numbers, strings, objects, booleans, dates', async () => {
    const c = target().coll('mixed');
    await c.insertMany([
      { _id: 'date', v: new Date('2024-01-01') },
      { _id: 'bool', v: true },
      { _id: 'obj', v: { a: 1 } },
      { _id: 'str', v: 'x' },
      { _id: 'num', v: 10 },
      { _id: 'null', v: null },
    ]);
    const got = await c.find({}).sort({ v: 1 }).toArray();
    expect(got.map((d) => d._id)).toEqual(['null', 'num', 'str', 'obj', 'bool', 'date']);
  });

  it('an array field sorts by its smallest element ascending and its largest descending', async () => {
    const c = target().coll('arrays');
    await c.insertMany([
      { _id: 'a', v: [5, 1] },
      { _id: 'b', v: [3] },
      { _id: 'c', v: [2, 9] },
      { _id: 'd', v: 4 },
    ]);
    const asc = await c.find({}).sort({ v: 1 }).toArray();
    expect(asc.map((d) => d._id)).toEqual(['a', 'c', 'b', 'd']);
    const desc = await c.find({}).sort({ v: -1 }).toArray();
    expect(desc.map((d) => d._id)).toEqual(['c', 'a', 'd', 'b']);
  });
});

describe('sort, skip and limit (mongoose)', () => {
  it('sort().skip().limit() on a model returns the expected page', async () => {
    const conn = await target().mongoose();
    const Listings = await listingModel(conn);
    await Listings.insertMany(sampleListings(100));
    const all = (await Listings.find({}).lean()).sort(
      (a, b) => b.price - a.price || (a.ref < b.ref ? -1 : 1),
    );
    const page = await Listings.find({}).sort({ price: -1, ref: 1 }).skip(24).limit(12).lean();
    expect(page.map((d) => d.ref)).toEqual(all.slice(24, 36).map((d) => d.ref));
    const cheapest = await Listings.findOne({}).sort('price ref').lean();
    const want = [...all].sort((a, b) => a.price - b.price || (a.ref < b.ref ? -1 : 1))[0];
    expect(cheapest?.ref).toBe(want?.ref);
  });
});
