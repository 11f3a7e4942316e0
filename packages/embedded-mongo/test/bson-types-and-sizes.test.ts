// BSON values round-trip with their exact types, and large documents/replies cross the wire intact.
import {
  Binary,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
  UUID,
  BSONRegExp,
} from 'mongodb';
import { useTarget } from './support/connection-target';
import { serverError } from './support/server-errors';

const target = useTarget('bson_types');

describe('BSON types round-trip', () => {
  it('every common BSON type comes back with the same type and value', async () => {
    const c = target().coll('types');
    const id = new ObjectId();
    const doc = {
      _id: id,
      int: new Int32(7),
      long: Long.fromString('9007199254740993'),
      negLong: Long.fromNumber(-5),
      double: new Double(2),
      decimal: new Decimal128('1234.5600'),
      str: 'naïve ✓',
      bool: false,
      nil: null,
      date: new Date('2024-05-06T07:08:09.123Z'),
      bin: new Binary(Buffer.from([0, 1, 2, 255])),
      uuid: new UUID('6f1c1c6e-3b1c-4a57-9a7b-0d6a4f1f2c3d'),
      ts: new Timestamp({ t: 1700000000, i: 3 }),
      regex: new BSONRegExp('^a.c$', 'i'),
      min: new MinKey(),
      max: new MaxKey(),
      arr: [new Int32(1), 'two', [3], { four: 4 }],
      nested: { deep: { deeper: { value: new Long(1, 0) } } },
      emptyObj: {},
      emptyArr: [],
    };
    await c.insertOne(doc);
    const raw = await c.findOne(
      { _id: id },
      { promoteValues: false, promoteLongs: false, promoteBuffers: false, bsonRegExp: true },
    );
    expect(raw).not.toBeNull();
    const typeOf = (v: unknown) =>
      v !== null && typeof v === 'object'
        ? ((v as { _bsontype?: string })._bsontype ??
          (Array.isArray(v) ? 'array' : v instanceof Date ? 'Date' : 'object'))
        : typeof v;
    const r = raw!;
    expect(typeOf(r.int)).toBe('Int32');
    expect(typeOf(r.long)).toBe('Long');
    expect(String(r.long)).toBe('9007199254740993');
    expect(typeOf(r.negLong)).toBe('Long');
    expect(typeOf(r.double)).toBe('Double');
    expect(typeOf(r.decimal)).toBe('Decimal128');
    expect(String(r.decimal)).toBe('1234.5600');
    expect(typeOf(r.date)).toBe('Date');
    expect((r.date as Date).toISOString()).toBe('2024-05-06T07:08:09.123Z');
    expect(typeOf(r.bin)).toBe('Binary');
    expect(Buffer.from((r.bin as Binary).buffer)).toEqual(Buffer.from([0, 1, 2, 255]));
    expect((r.uuid as Binary).sub_type).toBe(4);
    expect(typeOf(r.ts)).toBe('Timestamp');
    expect((r.ts as Timestamp).t).toBe(1700000000);
    expect((r.ts as Timestamp).i).toBe(3);
    expect(typeOf(r.regex)).toBe('BSONRegExp');
    expect((r.regex as BSONRegExp).pattern).toBe('^a.c$');
    expect(typeOf(r.min)).toBe('MinKey');
    expect(typeOf(r.max)).toBe('MaxKey');
    expect(typeOf((r.arr as unknown[])[0])).toBe('Int32');
    expect(typeOf((r.nested as { deep: { deeper: { value: unknown } } }).deep.deeper.value)).toBe(
      'Long',
    );
    expect(r.emptyObj).toEqual({});
    expect(r.emptyArr).toEqual([]);
    expect(r.str).toBe('naïve ✓');
    expect(r.bool).toBe(false);
    expect(r.nil).toBeNull();
  });

  it('field order is preserved, including after an update', async () => {
    const c = target().coll('order');
    await c.insertOne({ _id: 1, z: 1, a: 2, m: { y: 1, b: 2 } });
    await c.updateOne({ _id: 1 }, { $set: { a: 3, n: 4, 'm.c': 5 } });
    const d = await c.findOne({ _id: 1 });
    expect(Object.keys(d!)).toEqual(['_id', 'z', 'a', 'm', 'n']);
    expect(Object.keys(d!.m as object)).toEqual(['y', 'b', 'c']);
  });

  it('$inc keeps int32 as int32, and an int64 as int64 when promoteLongs is off', async () => {
    const c = target().coll('inc_types');
    await c.insertOne({ _id: 1, i: new Int32(1), l: Long.fromNumber(10), d: new Double(1.5) });
    await c.updateOne({ _id: 1 }, { $inc: { i: 1, l: 1, d: 1 } });
    const r = await c.findOne({ _id: 1 }, { promoteValues: false, promoteLongs: false });
    expect(r!.i).toBeInstanceOf(Int32);
    expect(Number((r!.i as Int32).value)).toBe(2);
    expect(r!.l).toBeInstanceOf(Long);
    expect(String(r!.l)).toBe('11');
    expect(r!.d).toBeInstanceOf(Double);
    expect((r!.d as Double).value).toBe(2.5);
  });
});

describe('large documents and replies', () => {
  it('a 15 MB document round-trips', async () => {
    const c = target().coll('big_one');
    const payload = 'x'.repeat(15 * 1024 * 1024);
    await c.insertOne({ _id: 1, payload });
    const d = await c.findOne({ _id: 1 });
    expect((d!.payload as string).length).toBe(payload.length);
    expect(d!.payload === payload).toBe(true);
  });

  it('40 documents of 1 MB each: inserted in one call and read back in several size-limited replies', async () => {
    const c = target().coll('big_many');
    const docs = Array.from({ length: 40 }, (_, i) => ({
      _id: i,
      blob: String(i % 10).repeat(1024 * 1024),
    }));
    const res = await c.insertMany(docs);
    expect(res.insertedCount).toBe(40);
    const back = await c.find({}).sort({ _id: 1 }).toArray();
    expect(back).toHaveLength(40);
    expect(
      back.every(
        (d, i) =>
          d._id === i &&
          (d.blob as string).length === 1024 * 1024 &&
          (d.blob as string)[0] === String(i % 10),
      ),
    ).toBe(true);
  });

  it('an update that would grow a document past 16 MB is refused and the document is unchanged', async () => {
    const c = target().coll('too_big');
    await c.insertOne({ _id: 1, a: 'a'.repeat(9 * 1024 * 1024) });
    await serverError(c.updateOne({ _id: 1 }, { $set: { b: 'b'.repeat(9 * 1024 * 1024) } }));
    const d = await c.findOne({ _id: 1 }, { projection: { b: 1 } });
    expect(d).toEqual({ _id: 1 });
    // ...and the whole document can still be read.
    const whole = await c.findOne({ _id: 1 });
    expect(Object.keys(whole!)).toEqual(['_id', 'a']);
    expect((whole!.a as string).length).toBe(9 * 1024 * 1024);
  });
});
