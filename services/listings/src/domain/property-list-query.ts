import { RESIDENTIAL_DWELLING_TYPES } from '@reedmere/contracts';
import {
  listPageKeys,
  listPageOf,
  propertyListQuerySchema,
  type ListPage,
  type PropertyListQuery,
} from '@reedmere/contracts/schemas';
import Joi from 'joi';
import { sanitizeFilter, trusted } from 'mongoose';

/** The public list's query plus the admin list's switch (the BFF sends it for admins only). */
export const listQuerySchema = propertyListQuerySchema.keys({ includeHidden: Joi.boolean() });

export interface ListQuery extends PropertyListQuery {
  includeHidden?: boolean;
}

/** `GET /properties/:id` and `GET /properties/under-offer` take only these. */
export const detailQuerySchema = Joi.object({ includeHidden: Joi.boolean() });
export const underOfferQuerySchema = Joi.object(listPageKeys);

/** Stored `propertyType` values that count as residential (the contracts' `isResidential`). */
export const RESIDENTIAL_TYPE_VALUES: readonly string[] = [
  'residential',
  ...RESIDENTIAL_DWELLING_TYPES,
];

/** Newest first; _id breaks ties so pages never overlap or skip. */
export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

export type PropertyFilter = Record<string, unknown>;

/** `a.*` is looked for as the three characters, not as a pattern. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The database filter for a validated list query. Built only from the validated values; each
 * operator object is ours (marked trusted) and `sanitizeFilter` neutralises anything else that
 * looks like an operator.
 */
export function buildListFilter(query: ListQuery): PropertyFilter {
  const filter: PropertyFilter = {};
  if (query.includeHidden !== true) filter.isHidden = false;
  if (query.priceType) filter.priceType = query.priceType;
  if (query.propertyType === 'residential') {
    filter.propertyType = trusted({ $in: [...RESIDENTIAL_TYPE_VALUES] });
  } else if (query.propertyType === 'commercial') {
    filter.propertyType = trusted({ $nin: [...RESIDENTIAL_TYPE_VALUES] });
  }
  if (query.subType) filter.subType = query.subType;
  if (query.location) {
    const pattern = escapeRegex(query.location);
    filter.$or = [
      { location: trusted({ $regex: pattern, $options: 'i' }) },
      { address: trusted({ $regex: pattern, $options: 'i' }) },
    ];
  }
  const price: Record<string, number> = {};
  if (query.minPrice !== undefined) price.$gte = query.minPrice;
  if (query.maxPrice !== undefined) price.$lte = query.maxPrice;
  if (Object.keys(price).length > 0) filter.price = trusted(price);
  if (query.bedrooms !== undefined) filter.bedrooms = trusted({ $gte: query.bedrooms });
  if (query.bathrooms !== undefined) filter.bathrooms = trusted({ $gte: query.bathrooms });
  return sanitizeFilter(filter) as PropertyFilter;
}

export type Page = ListPage;

/**
 * The page a list answers: `limit` alone means page 1; `page` alone uses the site's page size;
 * neither gives the first DEFAULT_LIST_LIMIT, so a list is never answered unbounded.
 */
export const pageOf = (query: Pick<ListQuery, 'page' | 'limit'>): Page => listPageOf(query);
