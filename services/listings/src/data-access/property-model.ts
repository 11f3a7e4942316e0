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
import { publicJson } from '@reedmere/service-kit';
import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';

export const PROPERTIES_COLLECTION = 'properties';

/** What is stored: the input fields plus the timestamps mongoose keeps. */
export interface PropertyRecord extends PropertyInput {
  createdAt: Date;
  updatedAt: Date;
}
export type PropertyDocument = HydratedDocument<PropertyRecord>;
export type PropertyModel = Model<PropertyRecord>;

// Input is validated by joi before it gets here; the enums below only guard the collection.
const nullableString = { type: String, default: null };
const nullableNumber = { type: Number, default: null };
const nullableEnum = (values: readonly string[]) => ({
  type: String,
  enum: [...values, null],
  default: null,
});

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
  },
  { timestamps: true, collection: PROPERTIES_COLLECTION },
);

// The public list: visible records, newest first (the sort's tie-break on _id included).
propertySchema.index({ isHidden: 1, createdAt: -1, _id: -1 });
// The home page's under-offer section.
propertySchema.index({ isUnderOffer: 1, isHidden: 1, createdAt: -1 });

publicJson(propertySchema);

/** The model on this connection (compiled once per connection). */
export function propertyModel(connection: Connection): PropertyModel {
  return (
    (connection.models.Property as PropertyModel | undefined) ??
    connection.model<PropertyRecord>('Property', propertySchema)
  );
}
