import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';
import { connectionModel } from '@reedmere/service-kit';
import { PRICE_TYPES, PROPERTY_CATEGORIES } from '@reedmere/contracts';
import type { AlertSearch } from '@reedmere/contracts/schemas';

export const ALERT_SUBSCRIPTIONS_COLLECTION = 'alert_subscriptions';

/**
 * A property alert: an address and a search, e-mailed at most daily once confirmed. Its links
 * carry random tokens that are stored only as SHA-256 hashes, so the collection cannot be used to
 * confirm or cancel anyone's alert.
 */
export interface AlertSubscriptionRecord {
  /** Lower-case. */
  email: string;
  search: AlertSearch;
  /** The search in one canonical string: one subscription per address and search. */
  searchKey: string;
  /** Hashes of the live confirmation links (a re-sent e-mail adds one); emptied on confirming. */
  confirmTokenHashes: string[];
  /** Hashes of the unsubscribe links of every e-mail sent (newest kept); all die with the record. */
  unsubscribeTokenHashes: string[];
  /** When the last confirmation e-mail was queued (re-sent at most hourly). */
  confirmationSentAt: Date;
  confirmedAt: Date | null;
  lastSentAt: Date | null;
  /** Listings that became visible or cheaper after this are news to the subscriber. */
  lastCheckedAt: Date;
  createdAt: Date;
}

export type AlertSubscriptionDocument = HydratedDocument<AlertSubscriptionRecord>;
export type AlertSubscriptionModel = Model<AlertSubscriptionRecord>;

const nullableNumber = { type: Number, default: null };

const searchSchema = new Schema<AlertSearch>(
  {
    category: { type: String, required: true, enum: PROPERTY_CATEGORIES },
    priceType: { type: String, required: true, enum: PRICE_TYPES },
    location: { type: String, default: null },
    minPrice: nullableNumber,
    maxPrice: nullableNumber,
    bedrooms: nullableNumber,
  },
  { _id: false },
);

const alertSubscriptionSchema = new Schema<AlertSubscriptionRecord>(
  {
    email: { type: String, required: true },
    search: { type: searchSchema, required: true },
    searchKey: { type: String, required: true },
    confirmTokenHashes: { type: [String], default: [], index: true },
    unsubscribeTokenHashes: { type: [String], default: [], index: true },
    confirmationSentAt: { type: Date, required: true },
    confirmedAt: { type: Date, default: null },
    lastSentAt: { type: Date, default: null },
    lastCheckedAt: { type: Date, required: true },
    // Set by the use case's clock, not mongoose's: the 7-day purge counts from it.
    createdAt: { type: Date, required: true },
  },
  { collection: ALERT_SUBSCRIPTIONS_COLLECTION },
);
alertSubscriptionSchema.index({ email: 1, searchKey: 1 }, { unique: true });
alertSubscriptionSchema.index({ confirmedAt: 1, createdAt: 1 });
// Never answered as it is stored: the domain maps records to what callers may see.
alertSubscriptionSchema.set('toJSON', {
  transform: () => ({}),
});

export function alertSubscriptionModel(connection: Connection): AlertSubscriptionModel {
  return connectionModel(connection, 'AlertSubscription', alertSubscriptionSchema);
}
