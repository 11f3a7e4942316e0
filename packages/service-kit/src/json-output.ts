import type { Schema } from 'mongoose';

/**
 * Records leave a service as the contracts name them: `id` (a string) instead of `_id`, no
 * `__v`. Apply to every schema a service answers with.
 */
export function publicJson(schema: Schema): void {
  schema.set('toJSON', {
    versionKey: false,
    transform: (_doc, ret: Record<string, unknown>) => {
      ret.id = String(ret._id);
      delete ret._id;
      return ret;
    },
  });
}

/** A route `:id` that is not an ObjectId can only be "not found". */
export const isObjectId = (id: unknown): id is string =>
  typeof id === 'string' && /^[a-f\d]{24}$/i.test(id);
