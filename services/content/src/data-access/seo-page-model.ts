import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';
import type { SeoPageInput } from '@reedmere/contracts';
import { seoPageInputSchema } from '@reedmere/contracts/schemas';
import { connectionModel, publicJson, storedFieldsOf } from '@reedmere/service-kit';

/** A page's fields as the contracts name them, and the timestamps mongoose keeps. */
export interface SeoPageRecord extends SeoPageInput {
  createdAt: Date;
  updatedAt: Date;
}

export type SeoPageDocument = HydratedDocument<SeoPageRecord>;
export type SeoPageModel = Model<SeoPageRecord>;

const seoPageSchema = new Schema<SeoPageRecord>(
  {
    ...storedFieldsOf<SeoPageInput>(seoPageInputSchema),
    // Stored normalized (see normalizePagePath), so the unique index catches '/A/' vs '/a'.
    pagePath: { type: String, required: true, unique: true },
  },
  { timestamps: true, collection: 'seo_pages' },
);
publicJson(seoPageSchema);

export function seoPageModel(connection: Connection): SeoPageModel {
  return connectionModel(connection, 'SeoPage', seoPageSchema);
}
