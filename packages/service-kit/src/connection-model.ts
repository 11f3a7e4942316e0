import type { Connection, Model, Schema } from 'mongoose';

/**
 * The model `name` on this connection, compiled on its first use there: every connection (each
 * test's database, say) needs its own, and compiling one name twice on a connection throws.
 */
export function connectionModel<TRecord>(
  connection: Connection,
  name: string,
  schema: Schema<TRecord>,
): Model<TRecord> {
  return (
    (connection.models[name] as Model<TRecord> | undefined) ??
    connection.model<TRecord>(name, schema)
  );
}
