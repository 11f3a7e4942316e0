import type { Connection } from 'mongoose';
import type { SeoPageInput } from '@reedmere/contracts';
import type { ListPage } from '@reedmere/contracts/schemas';
import { replaceAtVersion } from '@reedmere/service-kit';
import { seoPageModel, type SeoPageDocument } from './seo-page-model';
import { findPage } from './list-page';

export interface SeoPageRepository {
  /** Makes sure the unique path index exists before the first write relies on it. */
  init(): Promise<void>;
  /** One page, by path, and how many there are in all. */
  list(page: ListPage): Promise<{ items: SeoPageDocument[]; total: number }>;
  findActiveByPath(pagePath: string): Promise<SeoPageDocument | null>;
  findById(id: string): Promise<SeoPageDocument | null>;
  create(input: SeoPageInput): Promise<SeoPageDocument>;
  /**
   * Replaces every field; given `expected`, only while the page's `updatedAt` is still that
   * version, in the same write. Null when nothing matched (gone, or saved since).
   */
  replace(id: string, input: SeoPageInput, expected?: Date): Promise<SeoPageDocument | null>;
  remove(id: string): Promise<boolean>;
  ogImages(): Promise<string[]>;
}

export function createSeoPageRepository(connection: Connection): SeoPageRepository {
  const model = seoPageModel(connection);
  return {
    async init() {
      await model.init();
    },
    list: (page) => findPage(model, { pagePath: 1 }, page),
    findActiveByPath: (pagePath) => model.findOne({ pagePath, isActive: true }).exec(),
    findById: (id) => model.findById(id).exec(),
    create: (input) => model.create(input),
    replace: (id, input, expected) => replaceAtVersion(model, id, input, expected),
    async remove(id) {
      return (await model.findByIdAndDelete(id).exec()) !== null;
    },
    async ogImages() {
      const rows = await model
        .find({ ogImage: { $type: 'string' } }, { ogImage: 1 })
        .lean()
        .exec();
      return rows.map((row) => row.ogImage).filter((url): url is string => Boolean(url));
    },
  };
}
