import { sanitizeFilter, trusted } from 'mongoose';
import { RESIDENTIAL_TYPE_VALUES, type ListQuery } from '../domain/property-list-query';

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
