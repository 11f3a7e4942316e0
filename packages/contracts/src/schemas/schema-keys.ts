/**
 * The keys of a joi schema naming exactly the fields of record `T`:
 * `Joi.object({ ... } satisfies SchemaKeysOf<PropertyInput>)` makes a field of the type that the
 * schema lacks, or a field the type lacks, a compile error. Only the names are checked here: the
 * schema library types the rules themselves.
 */
export type SchemaKeysOf<T> = Record<keyof T, unknown>;

/** A public form's body: its record's fields and `website`, the honeypot people leave empty. */
export type WithHoneypot<T> = T & { website?: string };
