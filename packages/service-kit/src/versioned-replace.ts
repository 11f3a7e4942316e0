import type { HydratedDocument, Model } from 'mongoose';
import { versionAfter } from './record-version';

const AFTER = { returnDocument: 'after', runValidators: true } as const;

/**
 * Replaces the given fields of the record `id`; given `expected`, only while its `updatedAt` is
 * still that version, in the same write. Null when nothing matched (gone, or saved since).
 */
export function replaceAtVersion<TRecord extends { updatedAt: Date }>(
  model: Model<TRecord>,
  id: string,
  fields: object,
  expected?: Date,
): Promise<HydratedDocument<TRecord> | null> {
  if (!expected) return model.findByIdAndUpdate(id, { $set: fields }, AFTER).exec();
  return model
    .findOneAndUpdate(
      { _id: id, updatedAt: expected },
      { $set: { ...fields, updatedAt: versionAfter(expected) } },
      // Not stamped over with mongoose's own version.
      { ...AFTER, timestamps: false },
    )
    .exec();
}
