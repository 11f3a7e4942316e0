import { newsArticleInputSchema } from '@reedmere/contracts/schemas';
import {
  connectionModel,
  recordSchema,
  storedFieldsOf,
  type Timestamps,
} from '@reedmere/service-kit';
import type { Connection, HydratedDocument, Model } from 'mongoose';
import type { ArticleFields } from '../domain/article-input';

export const ARTICLES_COLLECTION = 'articles';
const MODEL_NAME = 'Article';

export interface ArticleRecord extends ArticleFields, Timestamps {}
export type ArticleDocument = HydratedDocument<ArticleRecord>;
export type ArticleModel = Model<ArticleRecord>;

// Input is validated at the edge with the contracts' joi schema; the paths read from it only
// describe the stored shape. The author may be left out of the input, and the service fills it in.
const articleSchema = recordSchema<ArticleRecord>(ARTICLES_COLLECTION, {
  ...storedFieldsOf<ArticleFields>(newsArticleInputSchema),
  author: { type: String, required: true },
});
// Articles are addressed by slug, so two must never share one.
articleSchema.index({ slug: 1 }, { unique: true });
articleSchema.index({ isPublished: 1, publishedAt: -1 });
articleSchema.index({ updatedAt: -1 });

/** The model bound to this connection (compiled once per connection). */
export function articleModel(connection: Connection): ArticleModel {
  return connectionModel(connection, MODEL_NAME, articleSchema);
}
