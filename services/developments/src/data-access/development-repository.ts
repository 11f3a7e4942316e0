import type { DevelopmentInput, DevelopmentStatus } from '@reedmere/contracts';
import type { ListPage } from '@reedmere/contracts/schemas';
import { isObjectId, replaceAtVersion } from '@reedmere/service-kit';
import type { DevelopmentDocument, DevelopmentModel, DevelopmentRecord } from './development-model';

const GALLERIES = ['beforeImages', 'duringImages', 'afterImages'] as const;

export interface DevelopmentRepository {
  /** One page, newest first, and how many there are in all. */
  list(page: ListPage): Promise<{ items: DevelopmentDocument[]; total: number }>;
  /** How many developments have each status (a status none has is left out). */
  countByStatus(): Promise<Array<{ status: DevelopmentStatus | null; count: number }>>;
  findById(id: string): Promise<DevelopmentDocument | null>;
  create(input: DevelopmentInput): Promise<DevelopmentDocument>;
  /**
   * Replaces every field; given `expected`, only while the development's `updatedAt` is still
   * that version, in the same write. Null when nothing matched (gone, or saved since).
   */
  update(id: string, input: DevelopmentInput, expected?: Date): Promise<DevelopmentDocument | null>;
  delete(id: string): Promise<boolean>;
  /** Every image URL in the three galleries of every development. */
  imageUrls(): Promise<string[]>;
}

export function createDevelopmentRepository(model: DevelopmentModel): DevelopmentRepository {
  return {
    async list(page) {
      // _id breaks ties between records created in the same millisecond, so pages never overlap.
      const [items, total] = await Promise.all([
        model.find().sort({ createdAt: -1, _id: -1 }).skip(page.skip).limit(page.limit).exec(),
        model.countDocuments().exec(),
      ]);
      return { items, total };
    },
    countByStatus: () =>
      model
        .aggregate<{ status: DevelopmentStatus | null; count: number }>([
          { $group: { _id: '$status', count: { $sum: 1 } } },
          { $project: { _id: 0, status: '$_id', count: 1 } },
        ])
        .exec(),
    findById: async (id) => (isObjectId(id) ? model.findById(id).exec() : null),
    create: (input) => model.create(input),
    update: async (id, input, expected) => {
      if (!isObjectId(id)) return null;
      // A PUT carries the whole development, so every field is replaced.
      return replaceAtVersion(model, id, input, expected);
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
