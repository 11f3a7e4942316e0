import type { Document } from 'bson';
import { badValue } from '../errors';
import { isDocument } from '../storage/bson-values';

const LOGICAL = new Set(['$and', '$or', '$nor']);
const NEEDS_ARRAY: Record<string, string> = {
  $in: '$in needs an array',
  $nin: '$nin needs an array',
  $all: '$all needs an array',
};

/**
 * Checks the operator arguments that mingo accepts silently (and then answers wrongly), with
 * MongoDB's messages. Returns the filter without `$comment`, which MongoDB ignores.
 */
export function validateFilter(filter: Document): Document {
  const { $comment: _comment, ...rest } = filter;
  for (const [key, value] of Object.entries(rest)) {
    if (LOGICAL.has(key)) {
      if (!Array.isArray(value) || value.length === 0)
        throw badValue('$and/$or/$nor must be a nonempty array');
      for (const part of value) {
        if (!isDocument(part)) throw badValue('$or/$and/$nor entries need to be full objects');
        validateFilter(part);
      }
    } else if (!key.startsWith('$') && isDocument(value)) {
      validateOperators(value);
    }
  }
  return rest;
}

function validateOperators(operators: Document): void {
  for (const [op, argument] of Object.entries(operators)) {
    if (op in NEEDS_ARRAY && !Array.isArray(argument)) throw badValue(NEEDS_ARRAY[op]!);
    if (
      op === '$size' &&
      !(typeof argument === 'number' && Number.isInteger(argument) && argument >= 0)
    ) {
      throw badValue('$size needs a number');
    }
    if (op === '$not' && isDocument(argument)) validateOperators(argument);
    if (op === '$elemMatch' && isDocument(argument)) validateFilter(argument);
  }
}
