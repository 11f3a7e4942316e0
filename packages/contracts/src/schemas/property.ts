import Joi from 'joi';
import {
  COMMERCIAL_SUB_TYPES,
  COUNCIL_TAX_BANDS,
  EPC_RATINGS,
  PRICE_QUALIFIERS,
  PRICE_TYPES,
  PROPERTY_STATUSES,
  TENURES,
  type Property,
  type PropertyInput,
} from '../entities';
import { PROPERTY_CATEGORIES, RESIDENTIAL_DWELLING_TYPES } from '../property-type';
import type { SchemaKeysOf } from './schema-keys';
import {
  imageList,
  optionalChoice,
  optionalLines,
  optionalNumber,
  requiredText,
  urlOrPath,
} from './common';
import { listPageKeys } from './list-page';
import { recordUpdateSchema } from './record-update';
import { plainText } from './plain-text';

/**
 * The listing's history, which only the listings service sets: a body may carry it (a record sent
 * back as read, like createdAt), and it is dropped, never stored from input.
 */
export const PROPERTY_HISTORY_FIELDS = ['listedAt', 'priceHistory'] as const;
type PropertyHistoryField = (typeof PROPERTY_HISTORY_FIELDS)[number];

const serverSet = Object.fromEntries(
  PROPERTY_HISTORY_FIELDS.map((field) => [field, Joi.any().strip()]),
) as Record<PropertyHistoryField, Joi.Schema>;

/** The fields the input schema names: the input's, and the history it accepts and drops. */
type PropertyBodyFields = PropertyInput & Pick<Property, PropertyHistoryField>;

/** The admin's property body, plus UK material information. */
export const propertyInputSchema = Joi.object({
  title: requiredText('Title is required').custom(plainText('Title')),
  description: optionalLines('Description', 50_000),
  address: requiredText('Address is required').custom(plainText('Address')),
  location: requiredText('Location is required').custom(plainText('Location')),
  price: Joi.number()
    .min(0)
    .allow(null)
    .default(null)
    .messages({ 'number.min': 'Price must be positive', 'number.base': 'Price must be positive' }),
  priceType: Joi.string()
    .valid(...PRICE_TYPES)
    .default('sale'),
  // The form sends 'none' as null; accept the word too.
  priceQualifier: Joi.string()
    .valid(...PRICE_QUALIFIERS)
    .allow(null)
    .empty(Joi.valid('', 'none'))
    .default(null),
  propertyType: Joi.string()
    .valid(...PROPERTY_CATEGORIES, ...RESIDENTIAL_DWELLING_TYPES)
    .default('residential'),
  dwellingType: optionalChoice(RESIDENTIAL_DWELLING_TYPES),
  subType: optionalChoice(COMMERCIAL_SUB_TYPES),
  bedrooms: optionalNumber().integer(),
  bathrooms: optionalNumber().integer(),
  area: optionalNumber(),
  pricePerSqFt: optionalNumber(),
  investmentYield: Joi.number().min(0).max(100).allow(null).empty('').default(null),
  features: Joi.array()
    .items(Joi.string().trim().min(1).max(120).custom(plainText('A feature')))
    .max(40)
    .default([]),
  virtualTourUrl: urlOrPath,
  rightmoveUrl: urlOrPath,
  brochureUrl: urlOrPath,
  floorPlanUrl: urlOrPath,
  status: Joi.string()
    .valid(...PROPERTY_STATUSES)
    .default('available'),
  isHidden: Joi.boolean().default(false),
  isUnderOffer: Joi.boolean().default(false),
  images: imageList,
  councilTaxBand: optionalChoice(COUNCIL_TAX_BANDS),
  tenure: optionalChoice(TENURES),
  leaseYearsRemaining: optionalNumber().integer(),
  groundRent: optionalNumber(),
  serviceCharge: optionalNumber(),
  deposit: optionalNumber(),
  epcCurrent: optionalChoice(EPC_RATINGS),
  epcPotential: optionalChoice(EPC_RATINGS),
  ...serverSet,
} satisfies SchemaKeysOf<PropertyBodyFields>);

/** An update: the input, or the record as read (its id must be the path's). */
export const propertyUpdateSchema = recordUpdateSchema(propertyInputSchema);

const count = Joi.number().integer().min(0).max(1000);
const money = Joi.number().min(0).max(1e12);

/**
 * The query of `GET /api/properties`. Each filter at most once (a repeated key arrives as an
 * array and is refused), numbers finite and >= 0, page >= 1, limit capped (see listPageKeys).
 */
export const propertyListQuerySchema = Joi.object({
  priceType: Joi.string().valid(...PRICE_TYPES),
  propertyType: Joi.string().valid(...PROPERTY_CATEGORIES),
  location: Joi.string().trim().max(100).custom(plainText('Location')).allow(''),
  minPrice: money,
  maxPrice: money,
  bedrooms: count,
  bathrooms: count,
  subType: Joi.string().valid(...COMMERCIAL_SUB_TYPES),
  ...listPageKeys,
});

export interface PropertyListQuery {
  priceType?: 'sale' | 'rent';
  propertyType?: 'residential' | 'commercial';
  location?: string;
  minPrice?: number;
  maxPrice?: number;
  bedrooms?: number;
  bathrooms?: number;
  subType?: string;
  page?: number;
  limit?: number;
}
