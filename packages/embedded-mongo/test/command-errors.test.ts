// Unknown commands and operators must be refused with MongoDB's error codes, and a query feature the server does
// not implement must answer an error, never a wrong result.
import { useTarget } from './support/connection-target';
import { expectErrorOrResult, expectServerError, serverError } from './support/server-errors';

const target = useTarget('command_errors');

const docs = [
  { _id: 1, n: 1, tag: 'a', bits: 5, words: 'red house' },
  { _id: 2, n: 2, bits: 4, words: 'blue barn' },
  { _id: 3, n: 3, tag: 'b', bits: 7, words: 'red barn' },
  { _id: 4, n: 4, tag: 7, bits: 0, words: 'green cottage' },
];

describe('unknown commands and malformed queries', () => {
  beforeAll(async () => {
    await target().coll('things').insertMany(docs);
  });
  const find = (filter: object) => target().coll('things').find(filter).sort({ _id: 1 }).toArray();

  it('an unknown command answers 59 CommandNotFound naming the command', async () => {
    const e = await expectServerError(
      target().db.command({ frobnicateAll: 1 }),
      59,
      'CommandNotFound',
    );
    expect(e.errmsg ?? e.message).toMatch(/no such command: 'frobnicateAll'/);
    await expectServerError(
      target().client.db('admin').command({ notARealAdminCommand: 1 }),
      59,
      'CommandNotFound',
    );
  });

  it('an unknown query operator answers 2 BadValue', async () => {
    const e = await expectServerError(find({ n: { $frobnicate: 1 } }), 2, 'BadValue');
    expect(e.errmsg ?? e.message).toMatch(/unknown operator: \$frobnicate/);
    const top = await expectServerError(find({ $frobnicate: [{ n: 1 }] }), 2, 'BadValue');
    expect(top.errmsg ?? top.message).toMatch(/unknown top level operator: \$frobnicate/);
  });

  it.each([
    ['$in without an array', { n: { $in: 5 } }, /\$in needs an array/],
    ['$nin without an array', { n: { $nin: 5 } }, /\$nin needs an array/],
    ['$all without an array', { n: { $all: 5 } }, /\$all needs an array/],
    ['$size with a string', { n: { $size: 'x' } }, /\$size needs a number/],
    ['empty $and', { $and: [] }, /\$and\/\$or\/\$nor must be a nonempty array/],
    ['empty $or', { $or: [] }, /\$and\/\$or\/\$nor must be a nonempty array/],
    ['empty $nor', { $nor: [] }, /\$and\/\$or\/\$nor must be a nonempty array/],
  ])('malformed: %s answers 2 BadValue with MongoDB message', async (_name, filter, message) => {
    const e = await expectServerError(find(filter), 2, 'BadValue');
    expect(e.errmsg ?? e.message).toMatch(message);
  });

  it('a write with an empty $and/$nor filter is refused and changes nothing', async () => {
    const c = target().coll('things_for_writes');
    await c.insertMany(docs.map((d) => ({ ...d })));
    await expectServerError(c.deleteMany({ $and: [] }), 2, 'BadValue');
    await expectServerError(c.updateMany({ $nor: [] }, { $set: { touched: true } }), 2, 'BadValue');
    expect(await c.countDocuments()).toBe(4);
    expect(await c.countDocuments({ touched: true })).toBe(0);
  });

  it('an invalid regular expression is an error', async () => {
    await serverError(find({ words: { $regex: '(unclosed' } }));
  });

  it('the same unknown operator inside updates, deletes, counts and aggregates is refused too', async () => {
    const c = target().coll('things');
    await expectServerError(
      c.updateMany({ n: { $frobnicate: 1 } }, { $set: { x: 1 } }),
      2,
      'BadValue',
    );
    await expectServerError(c.deleteMany({ n: { $frobnicate: 1 } }), 2, 'BadValue');
    await expectServerError(c.countDocuments({ n: { $frobnicate: 1 } }), 2, 'BadValue');
    await expectServerError(
      c.aggregate([{ $match: { n: { $frobnicate: 1 } } }]).toArray(),
      2,
      'BadValue',
    );
    await expectServerError(c.distinct('n', { n: { $frobnicate: 1 } }), 2, 'BadValue');
    expect(await c.countDocuments()).toBe(4);
    expect(await c.countDocuments({ x: 1 })).toBe(0);
  });

  it('$text without a text index and $near without a geo index are errors', async () => {
    await serverError(find({ $text: { $search: 'red' } }));
    await serverError(find({ loc: { $near: [0, 0] } }));
  });
});

describe('query features answer an error or exactly the right result', () => {
  const find = (filter: object) => target().coll('things').find(filter).sort({ _id: 1 }).toArray();
  const ids = async (filter: object) => (await find(filter)).map((d) => d._id);
  const answeredBy: Record<string, string[]> = { error: [], result: [] };
  afterAll(() => {
    console.log(
      `features answered with the right result: ${answeredBy.result!.join(', ') || '-'}\n` +
        `features answered with an error: ${answeredBy.error!.join(', ') || '-'}`,
    );
  });

  it.each([
    ['$where', { $where: 'this.n > 2' }, [3, 4]],
    [
      '$jsonSchema',
      { $jsonSchema: { required: ['tag'], properties: { tag: { bsonType: 'string' } } } },
      [1, 3],
    ],
    ['$mod', { n: { $mod: [2, 0] } }, [2, 4]],
    ['$bitsAllSet', { bits: { $bitsAllSet: 5 } }, [1, 3]],
    ['$bitsAnyClear', { bits: { $bitsAnyClear: 3 } }, [1, 2, 4]],
    ['$type string', { tag: { $type: 'string' } }, [1, 3]],
    ['$type number', { tag: { $type: 'number' } }, [4]],
    ['$comment', { n: { $lte: 2 }, $comment: 'ignored by matching' }, [1, 2]],
    [
      '$expr with $regexMatch',
      { $expr: { $regexMatch: { input: '$words', regex: '^red' } } },
      [1, 3],
    ],
    ['$not with an operator', { n: { $not: { $gt: 2 } } }, [1, 2]],
    ['$size on a missing field', { nothing: { $size: 0 } }, []],
  ])('%s', async (name, filter, expected) => {
    answeredBy[await expectErrorOrResult(ids(filter), expected)]!.push(name);
  });

  it.each([
    [
      '$lookup',
      [
        { $match: { _id: { $in: [2, 4] } } },
        { $lookup: { from: 'things', localField: 'n', foreignField: 'bits', as: 'same' } },
        { $project: { _id: 1, same: '$same._id' } },
        { $sort: { _id: 1 } },
      ],
      [
        { _id: 2, same: [] },
        { _id: 4, same: [2] },
      ],
    ],
    [
      '$facet',
      [
        {
          $facet: {
            small: [{ $match: { n: { $lte: 2 } } }, { $count: 'c' }],
            big: [{ $match: { n: { $gt: 2 } } }, { $count: 'c' }],
          },
        },
      ],
      [{ small: [{ c: 2 }], big: [{ c: 2 }] }],
    ],
    [
      '$sortByCount',
      [{ $sortByCount: '$bits' }, { $sort: { count: -1, _id: 1 } }, { $limit: 1 }],
      [{ _id: 0, count: 1 }],
    ],
    [
      '$replaceRoot',
      [{ $match: { _id: 1 } }, { $replaceRoot: { newRoot: { k: '$words', v: '$n' } } }],
      [{ k: 'red house', v: 1 }],
    ],
    [
      '$bucket',
      [{ $bucket: { groupBy: '$n', boundaries: [0, 3, 10], output: { c: { $sum: 1 } } } }],
      [
        { _id: 0, c: 2 },
        { _id: 3, c: 2 },
      ],
    ],
  ])('aggregate %s', async (name, pipeline, expected) => {
    const how = await expectErrorOrResult(
      target()
        .coll('things')
        .aggregate(pipeline as object[])
        .toArray(),
      expected,
    );
    answeredBy[how]!.push(name);
  });
});
