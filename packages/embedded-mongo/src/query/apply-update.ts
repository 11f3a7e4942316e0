import { ObjectId, type Document } from 'bson';
import { Aggregator } from 'mingo';
import { update as mingoUpdate } from 'mingo/updater';
import { commandError } from '../errors';
import { canonicalKey, isDocument } from '../storage/bson-values';
import { cloneValue, idFirst } from './clone';
import { mingoOptions, withMingo } from './mingo-options';
import { checkConflicts, checkIdUntouched, wideArithmetic } from './update-paths';

const OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$push',
  '$addToSet',
  '$pop',
  '$pull',
  '$pullAll',
  '$currentDate',
  '$setOnInsert',
  '$bit',
]);
const NUMERIC_OPERATORS = new Set(['$inc', '$mul']);
const ARRAY_OPERATORS = new Set(['$push', '$addToSet', '$pop', '$pull', '$pullAll']);

export type UpdateSpec = Document | Document[];

export interface UpdateContext {
  /** The write's filter: the positional `$` operator needs it. */
  query: Document;
  arrayFilters?: Document[];
  /** True when building an upserted document ($setOnInsert applies). */
  inserting: boolean;
  command: Document;
}

export function isOperatorUpdate(update: UpdateSpec): boolean {
  return !Array.isArray(update) && Object.keys(update).some((k) => k.startsWith('$'));
}

const isNumeric = (value: unknown): boolean =>
  typeof value === 'number' ||
  typeof value === 'bigint' ||
  (value !== null &&
    typeof value === 'object' &&
    ['Long', 'Int32', 'Double', 'Decimal128'].includes(
      (value as { _bsontype?: string })._bsontype ?? '',
    ));

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (value instanceof Date) return 'date';
  if (isDocument(value)) return 'object';
  return (value as { _bsontype?: string })._bsontype?.toLowerCase() ?? typeof value;
}

/** The value at a plain dotted path (no arrays, no positional parts), or undefined. */
function plainValue(doc: Document, path: string): unknown {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (part.startsWith('$') || Array.isArray(current) || !isDocument(current)) return undefined;
    current = current[part];
  }
  return current;
}

/**
 * Checks what MongoDB refuses and mingo would ignore or get wrong, and returns the operators to
 * give mingo: `$inc`/`$mul` on Long or Decimal128 values are computed here and passed as `$set`.
 */
function prepareOperators(doc: Document, update: Document): Document {
  const prepared: Document = {};
  const computed: Document = {};
  for (const [operator, fields] of Object.entries(update)) {
    if (!OPERATORS.has(operator)) {
      throw commandError(
        'FailedToParse',
        `Unknown modifier: ${operator}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    if (!isDocument(fields)) {
      throw commandError(
        'FailedToParse',
        `Modifiers operate on fields but we found type ${typeName(fields)} instead. For example: {$mod: {<field>: ...}} not {${operator}: ${String(fields)}}`,
      );
    }
    const kept: Document = {};
    for (const [path, argument] of Object.entries(fields)) {
      const current = plainValue(doc, path);
      if (NUMERIC_OPERATORS.has(operator)) {
        if (!isNumeric(argument)) {
          throw commandError(
            'TypeMismatch',
            `Cannot ${operator === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${path}: ${JSON.stringify(argument)}}`,
          );
        }
        if (current !== undefined && !isNumeric(current)) {
          throw commandError(
            'TypeMismatch',
            `Cannot apply ${operator} to a value of non-numeric type. {_id: ${JSON.stringify(doc._id)}} has the field '${path}' of non-numeric type ${typeName(current)}`,
          );
        }
        const wide = path.includes('$')
          ? undefined
          : wideArithmetic(operator as '$inc' | '$mul', current, argument);
        if (wide !== undefined) {
          computed[path] = wide;
          continue;
        }
      }
      if (ARRAY_OPERATORS.has(operator) && current !== undefined && !Array.isArray(current)) {
        throw commandError(
          'BadValue',
          `The field '${path}' must be an array but is of type ${typeName(current)} in document {_id: ${JSON.stringify(doc._id)}}`,
        );
      }
      kept[path] = argument;
    }
    if (Object.keys(kept).length) prepared[operator] = kept;
  }
  if (Object.keys(computed).length)
    prepared.$set = { ...(prepared.$set as Document | undefined), ...computed };
  return prepared;
}

function checkIdUnchanged(before: Document, after: Document): void {
  if ('_id' in before && canonicalKey(before._id) !== canonicalKey(after._id)) {
    throw commandError(
      'ImmutableField',
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
}

/**
 * Applies an update (operators, a replacement document or a pipeline) to a copy of `doc`.
 * Returns the new document; the stored one is untouched.
 */
export function applyUpdate(doc: Document, update: UpdateSpec, context: UpdateContext): Document {
  let result: Document;
  if (Array.isArray(update)) {
    const pipeline = update;
    result = withMingo(
      () =>
        new Aggregator(pipeline, mingoOptions(context.command)).run([
          cloneValue(doc),
        ])[0] as Document,
    );
    if ('_id' in doc && !('_id' in result)) result._id = doc._id;
  } else if (isOperatorUpdate(update)) {
    const operatorsDoc = update as Document;
    const plain = Object.keys(operatorsDoc).find((k) => !k.startsWith('$'));
    if (plain) {
      throw commandError(
        'FailedToParse',
        `Unknown modifier: ${plain}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    checkConflicts(operatorsDoc);
    if (!context.inserting) checkIdUntouched(doc, operatorsDoc);
    const { $setOnInsert, ...operators } = prepareOperators(doc, operatorsDoc);
    const options = { cloneMode: 'deep' as const, queryOptions: mingoOptions(context.command) };
    result = cloneValue(doc);
    // mingo has no $setOnInsert: when inserting it is a $set applied before the other operators.
    if (context.inserting && $setOnInsert) {
      withMingo(() =>
        mingoUpdate(result, { $set: $setOnInsert as Document }, [], undefined, options),
      );
    }
    // The filter lets the positional `$` find its element; mingo skips the update when the
    // filter does not match, which an upsert's new document need not.
    const condition = context.inserting ? undefined : context.query;
    withMingo(() => mingoUpdate(result, operators, context.arrayFilters ?? [], condition, options));
  } else {
    const replacement = update as Document;
    if (
      '_id' in replacement &&
      '_id' in doc &&
      canonicalKey(replacement._id) !== canonicalKey(doc._id)
    ) {
      throw commandError(
        'ImmutableField',
        "After applying the update, the (immutable) field '_id' was found to have been altered to _id: " +
          JSON.stringify(replacement._id),
      );
    }
    result = { ...('_id' in doc ? { _id: doc._id } : {}), ...cloneValue(replacement) };
  }
  checkIdUnchanged(doc, result);
  return idFirst(result);
}

/** The document an upsert inserts: the filter's equality fields, then the update. */
export function upsertDocument(
  query: Document,
  update: UpdateSpec,
  context: UpdateContext,
): Document {
  const seed: Document = {};
  if (!Array.isArray(update) && !isOperatorUpdate(update)) {
    const replacement = cloneValue(update as Document);
    const id = '_id' in replacement ? replacement._id : equalityFields(query)._id;
    return idFirst({ _id: id ?? new ObjectId(), ...replacement });
  }
  const equalities = equalityFields(query);
  for (const [path, value] of Object.entries(equalities)) setPath(seed, path, cloneValue(value));
  const doc = applyUpdate(seed, update, { ...context, inserting: true });
  if (!('_id' in doc)) return { _id: new ObjectId(), ...doc };
  return idFirst(doc);
}

function equalityFields(query: Document): Document {
  const fields: Document = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const part of value) if (isDocument(part)) Object.assign(fields, equalityFields(part));
    } else if (!key.startsWith('$')) {
      if (isDocument(value)) {
        const ops = Object.keys(value);
        if (ops.length === 1 && ops[0] === '$eq') fields[key] = value.$eq;
        else if (!ops.some((op) => op.startsWith('$'))) fields[key] = value;
      } else if (!(value instanceof RegExp)) {
        fields[key] = value;
      }
    }
  }
  return fields;
}

function setPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let current = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isDocument(current[part])) current[part] = {};
    current = current[part] as Document;
  }
  current[parts[parts.length - 1]!] = value;
}
