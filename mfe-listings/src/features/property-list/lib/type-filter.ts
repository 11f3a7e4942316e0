import { isResidential, type Property } from '@reedmere/contracts';
import type { AlertSearch } from '@reedmere/contracts';

export const TYPE_FILTERS = [
  { value: 'all', label: 'All Types' },
  { value: 'residential', label: 'Residential Sales' },
  { value: 'commercial-sales', label: 'Commercial Sales' },
  { value: 'commercial-lettings', label: 'Commercial Lettings' },
] as const;

export type TypeFilter = (typeof TYPE_FILTERS)[number]['value'];

// Each choice is a price type plus a property type.
const MAPPING: Readonly<
  Record<Exclude<TypeFilter, 'all'>, { priceType: 'sale' | 'rent'; residential: boolean }>
> = {
  residential: { priceType: 'sale', residential: true },
  'commercial-sales': { priceType: 'sale', residential: false },
  'commercial-lettings': { priceType: 'rent', residential: false },
};

export function parseTypeFilter(value: string | null): TypeFilter {
  return TYPE_FILTERS.some((f) => f.value === value) ? (value as TypeFilter) : 'all';
}

/** The properties the type choice keeps (dwelling types count as residential). */
export function filterByType(properties: readonly Property[], filter: TypeFilter): Property[] {
  if (filter === 'all') return [...properties];
  const { priceType, residential } = MAPPING[filter];
  return properties.filter(
    (p) => p.priceType === priceType && isResidential(p.propertyType) === residential,
  );
}

/** The alert search for a type choice; 'all' mixes homes with premises, which no alert does. */
export function alertSearchOfType(filter: TypeFilter): AlertSearch | null {
  if (filter === 'all') return null;
  const { priceType, residential } = MAPPING[filter];
  return {
    category: residential ? 'residential' : 'commercial',
    priceType,
    location: null,
    minPrice: null,
    maxPrice: null,
    bedrooms: null,
  };
}
