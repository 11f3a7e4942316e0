import type { PropertyInput } from '@reedmere/contracts';
import { isObjectId, versionAfter } from '@reedmere/service-kit';
import type { Connection } from 'mongoose';
import type { PropertyFileLinks } from '../domain/file-references';
import type { HistoryChange, ListingState } from '../domain/listing-history';
import type { Page } from '../domain/property-list-query';
import { NEWEST_FIRST, type PropertyFilter } from './property-list-filter';
import { propertyModel, type ListingHistory, type PropertyDocument } from './property-model';

/** Flipped in one atomic write; Hide/Show goes through `writeIf`, as it moves `listedAt`. */
export type ToggleField = 'isUnderOffer';

export interface PropertyRepository {
  list(filter: PropertyFilter, page: Page): Promise<{ items: PropertyDocument[]; total: number }>;
  findById(id: string, options?: { includeHidden?: boolean }): Promise<PropertyDocument | null>;
  create(record: PropertyInput & ListingHistory): Promise<PropertyDocument>;
  /**
   * Sets `fields` and records `change`, only while the record still has the price and visibility
   * the change was worked out from and, when named, the version (`updatedAt`) it was made from;
   * null when it does not (or is gone).
   */
  writeIf(
    id: string,
    expected: Partial<ListingState> & { updatedAt?: Date | undefined },
    fields: Partial<PropertyInput>,
    change: HistoryChange,
  ): Promise<PropertyDocument | null>;
  delete(id: string): Promise<boolean>;
  toggle(id: string, field: ToggleField): Promise<PropertyDocument | null>;
  removeImage(id: string, imageUrl: string): Promise<PropertyDocument | null>;
  fileLinks(): Promise<PropertyFileLinks[]>;
}

// Ids reach the repository already checked, but an id that is not an ObjectId can only be
// "not found", never a cast error.
const byId = (id: string) => ({ _id: id });

export function createPropertyRepository(connection: Connection): PropertyRepository {
  const Property = propertyModel(connection);
  const after = { returnDocument: 'after', runValidators: true } as const;

  return {
    async list(filter, page) {
      const query = Property.find(filter).sort(NEWEST_FIRST).skip(page.skip).limit(page.limit);
      const [items, total] = await Promise.all([query.exec(), Property.countDocuments(filter)]);
      return { items, total };
    },

    async findById(id, options = {}) {
      if (!isObjectId(id)) return null;
      const doc = await Property.findOne(byId(id));
      if (!doc || (doc.isHidden && !options.includeHidden)) return null;
      return doc;
    },

    create(record) {
      return Property.create(record);
    },

    async writeIf(id, expected, fields, change) {
      if (!isObjectId(id)) return null;
      const filter: Record<string, unknown> = byId(id);
      // null also matches a record stored without a price.
      if (expected.price !== undefined) filter.price = expected.price;
      if (expected.isHidden !== undefined)
        filter.isHidden = expected.isHidden ? true : { $ne: true };
      const version = expected.updatedAt;
      if (version) filter.updatedAt = version;
      const set = {
        ...fields,
        ...(change.listedAt ? { listedAt: change.listedAt } : {}),
        ...(version ? { updatedAt: versionAfter(version) } : {}),
      };
      const push = change.priceChange ? { $push: { priceHistory: change.priceChange } } : {};
      // A version set here is not to be stamped over with mongoose's own.
      const options = { ...after, timestamps: !version };
      return Property.findOneAndUpdate(filter, { $set: set, ...push }, options);
    },

    async delete(id) {
      if (!isObjectId(id)) return false;
      const result = await Property.deleteOne(byId(id));
      return result.deletedCount === 1;
    },

    async toggle(id, field) {
      if (!isObjectId(id)) return null;
      // One atomic write, so two clicks in quick succession flip twice rather than once.
      return Property.findOneAndUpdate(byId(id), [{ $set: { [field]: { $not: `$${field}` } } }], {
        ...after,
        updatePipeline: true,
      });
    },

    async removeImage(id, imageUrl) {
      if (!isObjectId(id)) return null;
      return Property.findOneAndUpdate(byId(id), { $pull: { images: imageUrl } }, after);
    },

    async fileLinks() {
      return Property.find({}, { images: 1, brochureUrl: 1, floorPlanUrl: 1, _id: 0 })
        .lean<PropertyFileLinks[]>()
        .exec();
    },
  };
}
