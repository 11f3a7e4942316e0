import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';
import { connectionModel, publicJson } from '@reedmere/service-kit';

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
    // Stored normalized (see normalizePagePath), so the unique index catches '/A/' vs '/a'.
    pagePath: { type: String, required: true, unique: true },
    pageTitle: { type: String, required: true },
    metaDescription: { type: String, default: '' },
    metaKeywords: { type: String, default: '' },
    ogTitle: { type: String, default: '' },
    ogDescription: { type: String, default: '' },
    ogImage: { type: String, default: null },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true, collection: 'seo_pages' },
);
publicJson(seoPageSchema);

export function seoPageModel(connection: Connection): SeoPageModel {
  return connectionModel(connection, 'SeoPage', seoPageSchema);
}
