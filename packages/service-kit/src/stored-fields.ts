import type Joi from 'joi';
import type { SchemaDefinitionProperty } from 'mongoose';

/** A stored path as mongoose takes it: its type, and the enum, default and required the input schema gives. */
interface StoredField {
  type: StoredType | [StoredType];
  enum?: unknown[];
  default?: unknown;
  required?: true;
}
type StoredType = typeof String | typeof Number | typeof Boolean | typeof Date;

const STORED_TYPES: Readonly<Record<string, StoredType>> = {
  string: String,
  number: Number,
  boolean: Boolean,
  date: Date,
};

/** A described key, as far as the stored shape needs it. */
interface Described {
  type: string;
  flags?: { presence?: string; default?: unknown; only?: boolean; result?: string };
  allow?: unknown[];
  items?: Described[];
  matches?: { schema?: Described }[];
}

/** The one stored type a described value has: alternatives must agree on it. */
function storedTypeOf(key: string, described: Described): StoredType {
  if (described.type === 'alternatives') {
    const types = new Set(
      (described.matches ?? []).map((match) =>
        match.schema ? storedTypeOf(key, match.schema) : undefined,
      ),
    );
    const [only] = types;
    if (types.size === 1 && only) return only;
  }
  const type = STORED_TYPES[described.type];
  if (!type) throw new TypeError(`The input field "${key}" has no stored type (${described.type})`);
  return type;
}

function storedFieldOf(key: string, described: Described): StoredField {
  const flags = described.flags ?? {};
  const field: StoredField =
    described.type === 'array'
      ? { type: [storedTypeOf(`${key}[]`, described.items?.[0] ?? { type: 'any' })] }
      : { type: storedTypeOf(key, described) };
  // A list of valid values (null among them when the field may be empty) guards the collection.
  if (flags.only && described.allow) field.enum = [...described.allow];
  if ('default' in flags) field.default = flags.default;
  if (flags.presence === 'required') field.required = true;
  return field;
}

/**
 * The mongoose paths of a record, read from the joi schema its input is validated with, so a
 * field is declared once: type, allowed values, default and whether it is required. Keys the
 * schema strips (fields the service sets itself) are left for the model to declare.
 */
export function storedFieldsOf<Fields extends object>(
  schema: Joi.ObjectSchema,
): Record<keyof Fields, SchemaDefinitionProperty> {
  const keys = (schema.describe() as { keys?: Record<string, Described> }).keys ?? {};
  return Object.fromEntries(
    Object.entries(keys)
      .filter(([, described]) => described.flags?.result !== 'strip')
      .map(([key, described]) => [key, storedFieldOf(key, described)]),
  ) as Record<keyof Fields, SchemaDefinitionProperty>;
}
