import type { DevelopmentInput } from '@reedmere/contracts';
import { isObjectId } from '@reedmere/service-kit';
import type { DevelopmentDocument, DevelopmentModel, DevelopmentRecord } from './development-model';

const GALLERIES = ['beforeImages', 'duringImages', 'afterImages'] as const;

export interface DevelopmentRepository {
  list(): Promise<DevelopmentDocument[]>;
  findById(id: string): Promise<DevelopmentDocument | null>;
  create(input: DevelopmentInput): Promise<DevelopmentDocument>;
  update(id: string, input: DevelopmentInput): Promise<DevelopmentDocument | null>;
  delete(id: string): Promise<boolean>;
  /** Every image URL in the three galleries of every development. */
  imageUrls(): Promise<string[]>;
}

export function createDevelopmentRepository(model: DevelopmentModel): DevelopmentRepository {
  return {
    // _id breaks ties between records created in the same millisecond.
    list: () => model.find().sort({ createdAt: -1, _id: -1 }).exec(),
    findById: async (id) => (isObjectId(id) ? model.findById(id).exec() : null),
    create: (input) => model.create(input),
    update: async (id, input) => {
      if (!isObjectId(id)) return null;
      // A PUT carries the whole development, so every field is replaced.
      return model
        .findByIdAndUpdate(id, { $set: input }, { returnDocument: 'after', runValidators: true })
        .exec();
    },
    delete: async (id) => {
      if (!isObjectId(id)) return false;
      const result = await model.deleteOne({ _id: id }).exec();
      return result.deletedCount > 0;
    },
    imageUrls: async () => {
      const records = await model
        .find({})
        .select(GALLERIES.join(' '))
        .lean<Pick<DevelopmentRecord, (typeof GALLERIES)[number]>[]>()
        .exec();
      return records.flatMap((record) => GALLERIES.flatMap((field) => record[field] ?? []));
    },
  };
}
