import type { Connection } from 'mongoose';
import type { Enquiry } from '@reedmere/contracts';
import type { ListPage } from '@reedmere/contracts/schemas';
import { enquiryModel, type EnquiryDocument } from './enquiry-model';
import { findPage, NEWEST_FIRST } from './list-page';

/** A validated enquiry as the form sent it. */
export type EnquirySubmission = Omit<Enquiry, 'id' | 'isRead' | 'lastContactAt' | 'createdAt'>;

export interface EnquiryRepository {
  create(input: EnquirySubmission, now: Date): Promise<EnquiryDocument>;
  /** One page, newest first, and how many there are in all. */
  listNewestFirst(page: ListPage): Promise<{ items: EnquiryDocument[]; total: number }>;
  setRead(id: string, isRead: boolean): Promise<EnquiryDocument | null>;
  remove(id: string): Promise<boolean>;
  /** Ids of enquiries last in contact before `cutoff`. */
  idsLastContactedBefore(cutoff: Date): Promise<string[]>;
  removeMany(ids: string[]): Promise<number>;
}

export function createEnquiryRepository(connection: Connection): EnquiryRepository {
  const model = enquiryModel(connection);
  return {
    create: (input, now) =>
      model.create({ ...input, isRead: false, lastContactAt: now, createdAt: now }),
    listNewestFirst: (page) => findPage(model, NEWEST_FIRST, page),
    setRead: (id, isRead) =>
      model.findByIdAndUpdate(id, { $set: { isRead } }, { returnDocument: 'after' }).exec(),
    async remove(id) {
      return (await model.findByIdAndDelete(id).exec()) !== null;
    },
    async idsLastContactedBefore(cutoff) {
      const rows = await model
        .find({ lastContactAt: { $lt: cutoff } }, { _id: 1 })
        .lean()
        .exec();
      return rows.map((row) => String(row._id));
    },
    async removeMany(ids) {
      if (ids.length === 0) return 0;
      const result = await model.deleteMany({ _id: { $in: ids } }).exec();
      return result.deletedCount;
    },
  };
}
