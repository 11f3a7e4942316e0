import { Schema, type SchemaDefinition } from 'mongoose';
import { publicJson } from './json-output';

/** The dates mongoose keeps on a record whose schema has `timestamps: true`. */
export interface Timestamps {
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The schema of a record a service stores in `collection` and answers with: mongoose keeps its
 * timestamps, and its JSON is as the contracts name it (see `publicJson`). `paths` must name
 * every field but the timestamps, which mongoose's own type would leave each out optional.
 */
export function recordSchema<TRecord extends Timestamps>(
  collection: string,
  paths: Required<SchemaDefinition<Omit<TRecord, keyof Timestamps>>>,
): Schema<TRecord> {
  const schema = new Schema<TRecord>(paths, { timestamps: true, collection });
  publicJson(schema);
  return schema;
}
