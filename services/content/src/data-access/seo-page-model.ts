import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';
import { seoPageInputSchema } from '@reedmere/contracts/schemas';
import { connectionModel, publicJson, storedFieldsOf } from '@reedmere/service-kit';

export interface SeoPageRecord {
  pagePath: string;
  pageTitle: string;
  metaDescription: string;
  metaKeywords: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type SeoPageDocument = HydratedDocument<SeoPageRecord>;
export type SeoPageModel = Model<SeoPageRecord>;

const seoPageSchema = new Schema<SeoPageRecord>(
  {
    ...storedFieldsOf<Omit<SeoPageRecord, 'createdAt' | 'updatedAt'>>(seoPageInputSchema),
    // Stored normalized (see normalizePagePath), so the unique index catches '/A/' vs '/a'.
    pagePath: { type: String, required: true, unique: true },
  },
  { timestamps: true, collection: 'seo_pages' },
);
publicJson(seoPageSchema);

export function seoPageModel(connection: Connection): SeoPageModel {
  return connectionModel(connection, 'SeoPage', seoPageSchema);
}
