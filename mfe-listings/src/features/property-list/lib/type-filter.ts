import {
  LIST_PAGE_SIZE,
  type AlertSearch,
  type PriceType,
  type PropertyCategory,
} from '@reedmere/contracts';
import { parsePage } from '../../../shared/page-number';
import { propertiesUrl } from '../../../shared/property-list-key';

export const TYPE_FILTERS = [
  { value: 'all', label: 'All Types' },
  { value: 'residential', label: 'Residential Sales' },
  { value: 'commercial-sales', label: 'Commercial Sales' },
  { value: 'commercial-lettings', label: 'Commercial Lettings' },
] as const;

export type TypeFilter = (typeof TYPE_FILTERS)[number]['value'];

// Each choice is a category plus a price type, as the API filters them (`propertyType` counts
// the dwelling types as residential; anything else is commercial).
const MAPPING: Readonly<
  Record<Exclude<TypeFilter, 'all'>, { propertyType: PropertyCategory; priceType: PriceType }>
> = {
  residential: { propertyType: 'residential', priceType: 'sale' },
  'commercial-sales': { propertyType: 'commercial', priceType: 'sale' },
  'commercial-lettings': { propertyType: 'commercial', priceType: 'rent' },
};

export function parseTypeFilter(value: string | null): TypeFilter {
  return TYPE_FILTERS.some((f) => f.value === value) ? (value as TypeFilter) : 'all';
}

/**
 * The list read of `/properties` for its query (`?type=...&page=...`): the type as the API's
 * filters, one page of LIST_PAGE_SIZE. The page reads it and the server renders with it.
 */
export function propertyListKey(params: URLSearchParams): string {
  const type = parseTypeFilter(params.get('type'));
  return propertiesUrl({
    ...(type === 'all' ? {} : MAPPING[type]),
    page: parsePage(params.get('page')),
    limit: LIST_PAGE_SIZE,
  });
}

/** The alert search for a type choice; 'all' mixes homes with premises, which no alert does. */
export function alertSearchOfType(filter: TypeFilter): AlertSearch | null {
  if (filter === 'all') return null;
  const { propertyType, priceType } = MAPPING[filter];
  return {
    category: propertyType,
    priceType,
    location: null,
    minPrice: null,
    maxPrice: null,
    bedrooms: null,
  };
}
