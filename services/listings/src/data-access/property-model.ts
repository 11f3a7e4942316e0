import {
  COMMERCIAL_SUB_TYPES,
  COUNCIL_TAX_BANDS,
  EPC_RATINGS,
  PRICE_QUALIFIERS,
  PRICE_TYPES,
  PROPERTY_STATUSES,
  RESIDENTIAL_DWELLING_TYPES,
  TENURES,
  type PropertyInput,
} from '@reedmere/contracts';
import { connectionModel, publicJson } from '@reedmere/service-kit';
import {
  Schema,
  type Connection,
  type HydratedDocument,
  type Model,
  type SchemaDefinition,
} from 'mongoose';

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
export interface PropertyRecord extends PropertyInput, ListingHistory {
  createdAt: Date;
  updatedAt: Date;
}
export type PropertyDocument = HydratedDocument<PropertyRecord>;
export type PropertyModel = Model<PropertyRecord>;

/**
 * Every field the schema must name (mongoose's own type leaves each out optional); the
 * `timestamps` option adds createdAt and updatedAt.
 */
type DefinedFields = Omit<PropertyRecord, 'createdAt' | 'updatedAt'>;

// Input is validated by joi before it gets here; the enums below only guard the collection.
const nullableString = { type: String, default: null };
const nullableNumber = { type: Number, default: null };
const nullableEnum = (values: readonly string[]) => ({
  type: String,
  enum: [...values, null],
  default: null,
});

const priceChangeSchema = new Schema<StoredPriceChange>(
  { date: { type: Date, required: true }, from: nullableNumber, to: nullableNumber },
  { _id: false },
);

export const propertySchema = new Schema<PropertyRecord>(
  {
    title: { type: String, required: true },
    description: { type: String, default: '' },
    address: { type: String, required: true },
    location: nullableString,
    price: nullableNumber,
    priceType: { type: String, enum: PRICE_TYPES, default: 'sale' },
    priceQualifier: nullableEnum(PRICE_QUALIFIERS),
    propertyType: { type: String, required: true, default: 'residential' },
    dwellingType: nullableEnum(RESIDENTIAL_DWELLING_TYPES),
    subType: nullableEnum(COMMERCIAL_SUB_TYPES),
    bedrooms: nullableNumber,
    bathrooms: nullableNumber,
    area: nullableNumber,
    pricePerSqFt: nullableNumber,
    investmentYield: nullableNumber,
    features: { type: [String], default: [] },
    virtualTourUrl: nullableString,
    rightmoveUrl: nullableString,
    brochureUrl: nullableString,
    floorPlanUrl: nullableString,
    status: { type: String, enum: PROPERTY_STATUSES, default: 'available' },
    isHidden: { type: Boolean, default: false },
    isUnderOffer: { type: Boolean, default: false },
    images: { type: [String], default: [] },
    councilTaxBand: nullableEnum(COUNCIL_TAX_BANDS),
    tenure: nullableEnum(TENURES),
    leaseYearsRemaining: nullableNumber,
    groundRent: nullableNumber,
    serviceCharge: nullableNumber,
    deposit: nullableNumber,
    epcCurrent: nullableEnum(EPC_RATINGS),
    epcPotential: nullableEnum(EPC_RATINGS),
    listedAt: { type: Date, default: null },
    priceHistory: { type: [priceChangeSchema], default: [] },
  } satisfies Required<SchemaDefinition<DefinedFields>>,
  { timestamps: true, collection: PROPERTIES_COLLECTION },
);

// The public list: visible records, newest first (the sort's tie-break on _id included).
propertySchema.index({ isHidden: 1, createdAt: -1, _id: -1 });
// The home page's under-offer section.
propertySchema.index({ isUnderOffer: 1, isHidden: 1, createdAt: -1 });

publicJson(propertySchema);

/** The model on this connection (compiled once per connection). */
export function propertyModel(connection: Connection): PropertyModel {
  return connectionModel(connection, 'Property', propertySchema);
}
