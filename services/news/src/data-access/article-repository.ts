import type { ListPage } from '@reedmere/contracts/schemas';
import {
  ConflictError,
  isDuplicateKeyError,
  isObjectId,
  replaceAtVersion,
} from '@reedmere/service-kit';
import type { ArticleFields } from '../domain/article-input';
import type { ArticleDocument, ArticleModel } from './article-model';

export const DUPLICATE_SLUG_MESSAGE = 'An article with this slug already exists';

/** One page of a list, and how many articles the whole list holds. */
export interface ArticlePage {
  items: ArticleDocument[];
  total: number;
}

export interface ArticleRepository {
  /** Published articles whose date has come, newest publishedAt first: one page. */
  listPublished(now: Date, page: ListPage): Promise<ArticlePage>;
  /** Every article, drafts included, most recently changed first: one page. */
  listAll(page: ListPage): Promise<ArticlePage>;
  findBySlug(slug: string, publishedBy?: Date): Promise<ArticleDocument | null>;
  findById(id: string): Promise<ArticleDocument | null>;
  create(fields: ArticleFields): Promise<ArticleDocument>;
  /**
   * Replaces every field; given `expected`, only while the article's `updatedAt` is still that
   * version, in the same write. Null when nothing matched (gone, or saved since).
   */
  update(id: string, fields: ArticleFields, expected?: Date): Promise<ArticleDocument | null>;
  delete(id: string): Promise<boolean>;
  /** The featured image URL of every article that has one. */
  featuredImages(): Promise<string[]>;
}

const publishedFilter = (now: Date) => ({
  isPublished: true,
  publishedAt: { $ne: null, $lte: now },
});

/** The unique slug index refused the write: a 409 with a message the admin can act on. */
function duplicateSlugAsConflict(error: unknown): never {
  if (isDuplicateKeyError(error)) throw new ConflictError(DUPLICATE_SLUG_MESSAGE);
  throw error;
}

export function createArticleRepository(model: ArticleModel): ArticleRepository {
  // _id breaks ties between records written in the same millisecond, so pages never overlap.
  const pageOf = async (
    filter: Record<string, unknown>,
    sort: Record<string, 1 | -1>,
    page: ListPage,
  ): Promise<ArticlePage> => {
    const [items, total] = await Promise.all([
      model.find(filter).sort(sort).skip(page.skip).limit(page.limit).exec(),
      model.countDocuments(filter).exec(),
    ]);
    return { items, total };
  };
  return {
    listPublished: (now, page) => pageOf(publishedFilter(now), { publishedAt: -1, _id: -1 }, page),
    listAll: (page) => pageOf({}, { updatedAt: -1, _id: -1 }, page),
    findBySlug: (slug, publishedBy) =>
      model.findOne({ slug, ...(publishedBy ? publishedFilter(publishedBy) : {}) }).exec(),
    findById: async (id) => (isObjectId(id) ? model.findById(id).exec() : null),
    create: (fields) => model.create(fields).catch(duplicateSlugAsConflict),
    update: async (id, fields, expected) => {
      if (!isObjectId(id)) return null;
      // A PUT carries the whole article, so every field is replaced.
      return replaceAtVersion(model, id, fields, expected).catch(duplicateSlugAsConflict);
    },
    delete: async (id) => {
      if (!isObjectId(id)) return false;
      const result = await model.deleteOne({ _id: id }).exec();
      return result.deletedCount > 0;
    },
    featuredImages: async () => {
      const records = await model
        .find({ featuredImage: { $ne: null } })
        .select('featuredImage')
        .lean<{ featuredImage: string | null }[]>()
        .exec();
      return records.flatMap((record) => (record.featuredImage ? [record.featuredImage] : []));
    },
  };
}
