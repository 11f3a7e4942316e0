import type { SeoPageInput } from '@reedmere/contracts';
import { seoPageInputSchema } from '@reedmere/contracts/schemas';
import {
  connectionModel,
  recordSchema,
  storedFieldsOf,
  type Timestamps,
} from '@reedmere/service-kit';
import type { Connection, HydratedDocument, Model } from 'mongoose';

/** A page's fields as the contracts name them, and the timestamps mongoose keeps. */
export interface SeoPageRecord extends SeoPageInput, Timestamps {}

export type SeoPageDocument = HydratedDocument<SeoPageRecord>;
export type SeoPageModel = Model<SeoPageRecord>;

const seoPageSchema = recordSchema<SeoPageRecord>('seo_pages', {
  ...storedFieldsOf<SeoPageInput>(seoPageInputSchema),
  // Stored normalized (see normalizePagePath), so the unique index catches '/A/' vs '/a'.
  pagePath: { type: String, required: true, unique: true },
});

export function seoPageModel(connection: Connection): SeoPageModel {
  return connectionModel(connection, 'SeoPage', seoPageSchema);
}
