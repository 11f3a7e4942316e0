// aggregate: $match $group $sort $skip $limit $count $project $unwind $addFields (driver and mongoose).
import { useTarget } from './support/connection-target';
import { expectServerError } from './support/server-errors';
import { listingModel } from './support/models';

const target = useTarget('aggregate');

const sales = [
  { _id: 1, town: 'Holt', price: 300, beds: 3, tags: ['garden', 'garage'], agent: 'ann' },
  { _id: 2, town: 'Holt', price: 500, beds: 4, tags: ['garden'], agent: 'bob' },
  { _id: 3, town: 'Cromer', price: 200, beds: 2, tags: [], agent: 'ann' },
  { _id: 4, town: 'Cromer', price: 250, beds: 2, tags: ['sea-view'], agent: 'cy' },
  { _id: 5, town: 'Diss', price: 150, beds: 1, agent: 'bob' },
  { _id: 6, town: 'Holt', price: 400, beds: 3, tags: ['period', 'garden'], agent: 'ann' },
];

describe('aggregation pipeline (driver)', () => {
  beforeAll(async () => {
    await target().coll('sales').insertMany(sales);
  });
  const agg = (pipeline: object[]) => target().coll('sales').aggregate(pipeline).toArray();

  it('$match then $group with $sum, $avg, $min, $max, $push, $addToSet, sorted by _id', async () => {
    const out = await agg([
      { $match: { price: { $gte: 200 } } },
      {
        $group: {
          _id: '$town',
          count: { $sum: 1 },
          total: { $sum: '$price' },
          avg: { $avg: '$price' },
          min: { $min: '$price' },
          max: { $max: '$price' },
          ids: { $push: '$_id' },
          agents: { $addToSet: '$agent' },
        },
      },
      { $sort: { _id: 1 } },
    ]);
    expect(out.map((g) => ({ ...g, agents: [...(g.agents as string[])].sort() }))).toEqual([
      {
        _id: 'Cromer',
        count: 2,
        total: 450,
        avg: 225,
        min: 200,
        max: 250,
        ids: [3, 4],
        agents: ['ann', 'cy'],
      },
      {
        _id: 'Holt',
        count: 3,
        total: 1200,
        avg: 400,
        min: 300,
        max: 500,
        ids: [1, 2, 6],
        agents: ['ann', 'bob'],
      },
    ]);
  });

  it('$group with _id null and with a compound _id', async () => {
    expect(
      await agg([{ $group: { _id: null, n: { $sum: 1 }, total: { $sum: '$price' } } }]),
    ).toEqual([{ _id: null, n: 6, total: 1800 }]);
    const out = await agg([
      { $group: { _id: { town: '$town', beds: '$beds' }, n: { $sum: 1 } } },
      { $sort: { '_id.town': 1, '_id.beds': 1 } },
    ]);
    expect(out).toEqual([
      { _id: { town: 'Cromer', beds: 2 }, n: 2 },
      { _id: { town: 'Diss', beds: 1 }, n: 1 },
      { _id: { town: 'Holt', beds: 3 }, n: 2 },
      { _id: { town: 'Holt', beds: 4 }, n: 1 },
    ]);
  });

  it('$sort, $skip and $limit page through the results', async () => {
    const out = await agg([
      { $sort: { price: -1 } },
      { $skip: 1 },
      { $limit: 3 },
      { $project: { _id: 1 } },
    ]);
    expect(out).toEqual([{ _id: 6 }, { _id: 1 }, { _id: 4 }]);
  });

  it('$count names the count field, and gives no document when nothing matched', async () => {
    expect(await agg([{ $match: { town: 'Holt' } }, { $count: 'holtSales' }])).toEqual([
      { holtSales: 3 },
    ]);
    expect(await agg([{ $match: { town: 'Nowhere' } }, { $count: 'n' }])).toEqual([]);
  });

  it('$project includes, excludes, renames and computes fields', async () => {
    const out = await agg([
      { $match: { _id: { $in: [1, 3] } } },
      { $sort: { _id: 1 } },
      {
        $project: {
          _id: 0,
          town: 1,
          where: { $concat: ['$town', ' (', '$agent', ')'] },
          pricePerBed: { $divide: ['$price', '$beds'] },
          withFees: { $multiply: ['$price', 1.5] },
          expensive: { $gte: ['$price', 250] },
        },
      },
    ]);
    expect(out).toEqual([
      { town: 'Holt', where: 'Holt (ann)', pricePerBed: 100, withFees: 450, expensive: true },
      { town: 'Cromer', where: 'Cromer (ann)', pricePerBed: 100, withFees: 300, expensive: false },
    ]);
    const excl = await agg([{ $match: { _id: 5 } }, { $project: { tags: 0, agent: 0, beds: 0 } }]);
    expect(excl).toEqual([{ _id: 5, town: 'Diss', price: 150 }]);
  });

  it('$unwind emits one document per element and drops empty/missing arrays by default', async () => {
    const out = await agg([
      { $unwind: '$tags' },
      { $project: { _id: 1, tags: 1 } },
      { $sort: { _id: 1, tags: 1 } },
    ]);
    expect(out).toEqual([
      { _id: 1, tags: 'garage' },
      { _id: 1, tags: 'garden' },
      { _id: 2, tags: 'garden' },
      { _id: 4, tags: 'sea-view' },
      { _id: 6, tags: 'garden' },
      { _id: 6, tags: 'period' },
    ]);
  });

  it('$unwind with preserveNullAndEmptyArrays and includeArrayIndex', async () => {
    const out = await agg([
      { $match: { _id: { $in: [3, 5, 6] } } },
      { $unwind: { path: '$tags', preserveNullAndEmptyArrays: true, includeArrayIndex: 'i' } },
      { $project: { _id: 1, tags: 1, i: 1 } },
      { $sort: { _id: 1, i: 1 } },
    ]);
    expect(out).toEqual([
      { _id: 3, i: null },
      { _id: 5, i: null },
      { _id: 6, tags: 'period', i: 0 },
      { _id: 6, tags: 'garden', i: 1 },
    ]);
  });

  it('$addFields adds computed fields and keeps the rest; $unwind + $group counts tags', async () => {
    const out = await agg([
      { $match: { _id: 2 } },
      { $addFields: { tagCount: { $size: { $ifNull: ['$tags', []] } }, 'meta.source': 'test' } },
    ]);
    expect(out).toEqual([{ ...sales[1], tagCount: 1, meta: { source: 'test' } }]);

    const tags = await agg([
      { $unwind: '$tags' },
      { $group: { _id: '$tags', n: { $sum: 1 } } },
      { $sort: { n: -1, _id: 1 } },
      { $limit: 2 },
    ]);
    expect(tags).toEqual([
      { _id: 'garden', n: 3 },
      { _id: 'garage', n: 1 },
    ]);
  });

  it('an empty pipeline returns every document; a missing collection returns nothing', async () => {
    expect(await agg([])).toHaveLength(sales.length);
    expect(
      await target()
        .coll('no_such_coll')
        .aggregate([{ $match: {} }])
        .toArray(),
    ).toEqual([]);
  });

  it('an unknown stage is refused with 40324; an unknown expression operator with 168 InvalidPipelineOperator', async () => {
    await expectServerError(agg([{ $frobnicate: {} }]), 40324);
    await expectServerError(
      agg([{ $project: { x: { $frobnicate: ['$price'] } } }]),
      168,
      'InvalidPipelineOperator',
    );
  });
});

describe('aggregation pipeline (mongoose)', () => {
  it('Model.aggregate groups, sorts and projects', async () => {
    const conn = await target().mongoose();
    const Listings = await listingModel(conn);
    await Listings.insertMany([
      { ref: 'G1', title: 'a', price: 100, town: 'Holt', tags: ['garden'] },
      { ref: 'G2', title: 'b', price: 300, town: 'Holt', tags: ['garden', 'garage'] },
      { ref: 'G3', title: 'c', price: 200, town: 'Diss' },
    ]);
    const byTown = await Listings.aggregate<{ _id: string; avg: number; n: number }>([
      { $group: { _id: '$town', avg: { $avg: '$price' }, n: { $sum: 1 } } },
      { $sort: { _id: 1 } },
    ]);
    expect(byTown).toEqual([
      { _id: 'Diss', avg: 200, n: 1 },
      { _id: 'Holt', avg: 200, n: 2 },
    ]);
    const counted = await Listings.aggregate([
      { $match: { town: 'Holt' } },
      { $unwind: '$tags' },
      { $count: 'n' },
    ]);
    expect(counted).toEqual([{ n: 3 }]);
    const projected = await Listings.aggregate([
      { $match: { ref: 'G2' } },
      { $addFields: { tagCount: { $size: '$tags' } } },
      { $project: { _id: 0, ref: 1, tagCount: 1 } },
    ]);
    expect(projected).toEqual([{ ref: 'G2', tagCount: 2 }]);
  });
});
