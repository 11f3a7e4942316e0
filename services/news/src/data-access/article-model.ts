import { newsArticleInputSchema } from '@reedmere/contracts/schemas';
import { connectionModel, publicJson, storedFieldsOf } from '@reedmere/service-kit';
import {
  Schema,
  type Connection,
  type HydratedDocument,
  type Model,
  type SchemaDefinition,
} from 'mongoose';
import type { ArticleFields } from '../domain/article-input';

export const ARTICLES_COLLECTION = 'articles';
const MODEL_NAME = 'Article';

export interface ArticleRecord extends ArticleFields {
  createdAt: Date;
  updatedAt: Date;
}
export type ArticleDocument = HydratedDocument<ArticleRecord>;
export type ArticleModel = Model<ArticleRecord>;

/**
 * Every field the schema must name (mongoose's own type leaves each out optional); the
 * `timestamps` option adds createdAt and updatedAt.
 */
type DefinedFields = Omit<ArticleRecord, 'createdAt' | 'updatedAt'>;

// Input is validated at the edge with the contracts' joi schema; the paths read from it only
// describe the stored shape. The author may be left out of the input, and the service fills it in.
const articleSchema = new Schema<ArticleRecord>(
  {
    ...storedFieldsOf<DefinedFields>(newsArticleInputSchema),
    author: { type: String, required: true },
  } satisfies Required<SchemaDefinition<DefinedFields>>,
  { timestamps: true, collection: ARTICLES_COLLECTION },
);
// Articles are addressed by slug, so two must never share one.
articleSchema.index({ slug: 1 }, { unique: true });
articleSchema.index({ isPublished: 1, publishedAt: -1 });
articleSchema.index({ updatedAt: -1 });
publicJson(articleSchema);

/** The model bound to this connection (compiled once per connection). */
export function articleModel(connection: Connection): ArticleModel {
  return connectionModel(connection, MODEL_NAME, articleSchema);
}
