import type { PropertyInput } from '@reedmere/contracts';
import { propertyInputSchema } from '@reedmere/contracts/schemas';
import {
  connectionModel,
  recordSchema,
  storedFieldsOf,
  type Timestamps,
} from '@reedmere/service-kit';
import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';

export const PROPERTIES_COLLECTION = 'properties';

/** One price change as stored. */
export interface StoredPriceChange {
  date: Date;
  from: number | null;
  to: number | null;
}

/** The listing's history, which the service keeps itself (never from input). */
export interface ListingHistory {
  /** Null until first shown, and on records stored before it was kept (see `listedAtOf`). */
  listedAt: Date | null;
  /** Oldest first. */
  priceHistory: StoredPriceChange[];
}

/** What is stored: the input fields, the listing's history and the timestamps mongoose keeps. */
export interface PropertyRecord extends PropertyInput, ListingHistory, Timestamps {}
export type PropertyDocument = HydratedDocument<PropertyRecord>;
export type PropertyModel = Model<PropertyRecord>;

const priceChangeSchema = new Schema<StoredPriceChange>(
  {
    date: { type: Date, required: true },
    from: { type: Number, default: null },
    to: { type: Number, default: null },
  },
  { _id: false },
);

// Input is validated by joi before it gets here; the paths read from its schema only guard the
// collection. The history is the service's own.
export const propertySchema = recordSchema<PropertyRecord>(PROPERTIES_COLLECTION, {
  ...storedFieldsOf<PropertyInput>(propertyInputSchema),
  listedAt: { type: Date, default: null },
  priceHistory: { type: [priceChangeSchema], default: [] },
});

// The public list: visible records, newest first (the sort's tie-break on _id included).
propertySchema.index({ isHidden: 1, createdAt: -1, _id: -1 });
// The home page's under-offer section.
propertySchema.index({ isUnderOffer: 1, isHidden: 1, createdAt: -1 });

/** The model on this connection (compiled once per connection). */
export function propertyModel(connection: Connection): PropertyModel {
  return connectionModel(connection, 'Property', propertySchema);
}
