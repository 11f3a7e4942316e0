import { Decimal128, Double, Long, type Document } from 'bson';
import { commandError } from '../errors';
import { canonicalKey, toNumber } from '../storage/bson-values';

/** Two operators may not touch the same path or a path and its parent. */
export function checkConflicts(update: Document): void {
  const seen: string[] = [];
  for (const fields of Object.values(update)) {
    for (const path of Object.keys(fields as Document)) {
      for (const earlier of seen) {
        const conflict =
          earlier === path || path.startsWith(`${earlier}.`)
            ? earlier
            : earlier.startsWith(`${path}.`)
              ? path
              : undefined;
        if (conflict !== undefined) {
          throw commandError(
            'ConflictingUpdateOperators',
            `Updating the path '${path}' would create a conflict at '${conflict}'`,
          );
        }
      }
      seen.push(path);
    }
  }
}

/** `_id` may be set to its own value, and set at all only on a document that has none yet. */
export function checkIdUntouched(doc: Document, update: Document): void {
  for (const [operator, fields] of Object.entries(update)) {
    for (const [path, value] of Object.entries(fields as Document)) {
      if (path !== '_id' && !path.startsWith('_id.')) continue;
      if (!('_id' in doc)) continue;
      if (operator === '$set' && path === '_id' && canonicalKey(value) === canonicalKey(doc._id))
        continue;
      throw commandError(
        'ImmutableField',
        "Performing an update on the path '_id' would modify the immutable field '_id'",
      );
    }
  }
}

const bsonTypeOf = (value: unknown): string | undefined =>
  value !== null && typeof value === 'object'
    ? (value as { _bsontype?: string })._bsontype
    : undefined;

/**
 * `$inc`/`$mul` when either side is a wrapped number (mingo would add the objects as strings).
 * The result takes MongoDB's type: Decimal128 wins, then Double, then Long for whole numbers.
 */
export function wideArithmetic(
  operator: '$inc' | '$mul',
  current: unknown,
  argument: unknown,
): unknown | undefined {
  const types = [bsonTypeOf(current), bsonTypeOf(argument)];
  if (!types.some((t) => t === 'Long' || t === 'Decimal128' || t === 'Double')) return undefined;
  const a = current ?? 0;
  const plain =
    operator === '$inc' ? toNumber(a) + toNumber(argument) : toNumber(a) * toNumber(argument);
  if (types.includes('Double') && !types.includes('Decimal128')) return new Double(plain);
  if (types.includes('Decimal128')) return Decimal128.fromString(String(plain));
  const asLong = (v: unknown) =>
    bsonTypeOf(v) === 'Long'
      ? (v as Long)
      : Number.isInteger(toNumber(v))
        ? Long.fromNumber(toNumber(v))
        : undefined;
  const left = asLong(a);
  const right = asLong(argument);
  if (left && right) return operator === '$inc' ? left.add(right) : left.multiply(right);
  return plain;
}
