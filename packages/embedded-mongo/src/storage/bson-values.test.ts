import { Binary, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId } from 'bson';
import { canonicalKey, compareValues, keyValuesAtPath, valuesAtPath } from './bson-values';

describe('compareValues', () => {
  it('orders types as MongoDB does: MinKey, null, numbers, strings, objects, arrays, binary, ObjectId, booleans, dates, MaxKey', () => {
    const ordered = [
      new MinKey(),
      null,
      -5,
      'abc',
      { a: 1 },
      [1],
      new Binary(Buffer.from('x')),
      new ObjectId('000000000000000000000001'),
      false,
      true,
      new Date(0),
      new MaxKey(),
    ];
    for (let i = 0; i < ordered.length - 1; i++) {
      expect(compareValues(ordered[i], ordered[i + 1])).toBe(-1);
      expect(compareValues(ordered[i + 1], ordered[i])).toBe(1);
    }
  });

  it('compares numbers by value whatever their BSON type', () => {
    expect(compareValues(1, Long.fromNumber(1))).toBe(0);
    expect(compareValues(new Double(2.5), new Int32(2))).toBe(1);
    expect(compareValues(Decimal128.fromString('3.25'), 3.5)).toBe(-1);
    expect(compareValues(NaN, -Infinity)).toBe(-1);
  });

  it('treats a missing value as null', () => {
    expect(compareValues(undefined, null)).toBe(0);
  });
});

describe('canonicalKey', () => {
  it('is equal for values MongoDB treats as equal, and different otherwise', () => {
    expect(canonicalKey(1)).toBe(canonicalKey(Long.fromNumber(1)));
    expect(canonicalKey(1)).toBe(canonicalKey(new Double(1.0)));
    expect(canonicalKey(0)).toBe(canonicalKey(-0));
    expect(canonicalKey('1')).not.toBe(canonicalKey(1));
    expect(canonicalKey({ a: 1, b: 2 })).not.toBe(canonicalKey({ b: 2, a: 1 }));
    const id = new ObjectId();
    expect(canonicalKey(id)).toBe(canonicalKey(new ObjectId(id.toHexString())));
  });
});

describe('paths', () => {
  const doc = { a: [{ b: 1 }, { b: [2, 3] }, { c: 4 }], d: { e: 'x' } };

  it('descends into arrays of documents', () => {
    expect(valuesAtPath(doc, 'a.b')).toEqual([1, [2, 3]]);
    expect(valuesAtPath(doc, 'd.e')).toEqual(['x']);
    expect(valuesAtPath(doc, 'a.0.b')).toEqual([1]);
  });

  it('spreads leaf arrays and reports a missing field as null for indexes and sorting', () => {
    expect(keyValuesAtPath(doc, 'a.b')).toEqual([1, 2, 3]);
    expect(keyValuesAtPath(doc, 'missing')).toEqual([null]);
  });
});
