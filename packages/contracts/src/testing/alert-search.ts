import type { AlertSearch } from '../alerts';

/** A property alert's search for any home for sale: no place, prices or bedrooms. */
export function makeAlertSearch(overrides: Partial<AlertSearch> = {}): AlertSearch {
  return {
    category: 'residential',
    priceType: 'sale',
    location: null,
    minPrice: null,
    maxPrice: null,
    bedrooms: null,
    ...overrides,
  };
}
