// MongoDB's comparison and equality rules for BSON values, which mingo does not follow exactly:
// one order across types, numbers compared by value whatever their BSON type, arrays by element.
import type { Document } from 'bson';

type BsonTagged = { _bsontype?: string };

const bsonType = (value: unknown): string | undefined =>
  value !== null && typeof value === 'object' ? (value as BsonTagged)._bsontype : undefined;

/** MongoDB's sort order of types (missing fields sort as null). */
function typeRank(value: unknown): number {
  if (value === undefined || value === null) return 2;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
  }
  if (Array.isArray(value)) return 6;
  if (value instanceof Date) return 10;
  if (value instanceof RegExp) return 12;
  switch (bsonType(value)) {
    case 'MinKey':
      return 1;
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'MaxKey':
      return 13;
    default:
      return 5;
  }
}

/** The numeric value of any BSON number (JS number, Long, Int32, Double, Decimal128). */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  const tagged = value as { toNumber?: () => number; toString(): string; value?: number };
  if (bsonType(value) === 'Decimal128') return Number(tagged.toString());
  if (typeof tagged.toNumber === 'function') return tagged.toNumber();
  return Number(tagged.value ?? NaN);
}

function compareNumbers(a: number, b: number): number {
  // MongoDB sorts NaN below every other number.
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return a.length - b.length;
}

type BinaryLike = { buffer: Uint8Array; position: number; sub_type: number };
const binaryBytes = (value: unknown): Uint8Array => {
  const bin = value as BinaryLike;
  return bin.buffer.subarray(0, bin.position);
};

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

/** Compares two BSON values the way MongoDB does (for sort and index keys). */
export function compareValues(a: unknown, b: unknown): number {
  const rankDiff = typeRank(a) - typeRank(b);
  if (rankDiff !== 0) return sign(rankDiff);
  switch (typeRank(a)) {
    case 1:
    case 2:
    case 13:
      return 0;
    case 3:
      return compareNumbers(toNumber(a), toNumber(b));
    case 4: {
      const x = String(a);
      const y = String(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 5:
      return compareDocuments(a as Document, b as Document);
    case 6: {
      const x = a as unknown[];
      const y = b as unknown[];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const c = compareValues(x[i], y[i]);
        if (c !== 0) return c;
      }
      return sign(x.length - y.length);
    }
    case 7: {
      const x = binaryBytes(a);
      const y = binaryBytes(b);
      if (x.length !== y.length) return sign(x.length - y.length);
      const subTypes = (a as BinaryLike).sub_type - (b as BinaryLike).sub_type;
      return sign(subTypes || compareBytes(x, y));
    }
    case 8:
      return sign(compareBytes((a as { id: Uint8Array }).id, (b as { id: Uint8Array }).id));
    case 9:
      return sign(Number(a) - Number(b));
    case 10:
      return compareNumbers((a as Date).getTime(), (b as Date).getTime());
    case 11: {
      const x = a as { t: number; i: number };
      const y = b as { t: number; i: number };
      return sign(x.t - y.t || x.i - y.i);
    }
    default: {
      const x = String(a);
      const y = String(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
  }
}

function compareDocuments(a: Document, b: Document): number {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
    const c = compareValues(a[ka[i]!], b[kb[i]!]);
    if (c !== 0) return c;
    if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1;
  }
  return sign(ka.length - kb.length);
}

/**
 * A string that is equal for two values exactly when MongoDB treats them as equal
 * (1, 1.0 and Long(1) are one key): used for _id lookup and unique indexes.
 */
export function canonicalKey(value: unknown): string {
  switch (typeRank(value)) {
    case 1:
      return 'min';
    case 2:
      return 'null';
    case 13:
      return 'max';
    case 3: {
      const n = toNumber(value);
      return `n:${Object.is(n, -0) ? 0 : n}`;
    }
    case 4:
      return `s:${JSON.stringify(String(value))}`;
    case 6:
      return `[${(value as unknown[]).map(canonicalKey).join(',')}]`;
    case 7:
      return `x${(value as BinaryLike).sub_type}:${Buffer.from(binaryBytes(value)).toString('base64')}`;
    case 8:
      return `o:${(value as { toHexString(): string }).toHexString()}`;
    case 9:
      return `b:${String(value)}`;
    case 10:
      return `d:${(value as Date).getTime()}`;
    case 11: {
      const ts = value as { t: number; i: number };
      return `t:${ts.t}:${ts.i}`;
    }
    case 12: {
      const re = value as { source?: string; pattern?: string; flags?: string; options?: string };
      return `r:/${re.source ?? re.pattern}/${re.flags ?? re.options}`;
    }
    default: {
      const doc = value as Document;
      return `{${Object.keys(doc)
        .map((k) => `${JSON.stringify(k)}:${canonicalKey(doc[k])}`)
        .join(',')}}`;
    }
  }
}

/**
 * Every value a dotted path reaches, descending into arrays on the way as MongoDB does
 * (`a.b` over `a: [{b: 1}, {b: 2}]` gives 1 and 2). An array at the end of the path is
 * returned whole; callers that index or sort spread it.
 */
export function valuesAtPath(doc: unknown, path: string): unknown[] {
  const parts = path.split('.');
  let current: unknown[] = [doc];
  for (const part of parts) {
    const next: unknown[] = [];
    for (const value of current) {
      if (Array.isArray(value)) {
        if (/^\d+$/.test(part)) {
          if (Number(part) < value.length) next.push(value[Number(part)]);
        } else {
          for (const item of value) {
            if (item !== null && typeof item === 'object' && !Array.isArray(item) && part in item) {
              next.push((item as Document)[part]);
            }
          }
        }
      } else if (value !== null && typeof value === 'object' && part in (value as Document)) {
        next.push((value as Document)[part]);
      }
    }
    current = next;
  }
  return current;
}

/** The values a field contributes to an index or a sort: leaf arrays spread, missing = null. */
export function keyValuesAtPath(doc: unknown, path: string): unknown[] {
  const found = valuesAtPath(doc, path);
  const spread = found.flatMap((v) => (Array.isArray(v) ? (v.length ? v : [undefined]) : [v]));
  return spread.length ? spread : [null];
}

export function isDocument(value: unknown): value is Document {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !(value instanceof RegExp) &&
    bsonType(value) === undefined
  );
}
