import type { AlertSearch } from '@reedmere/contracts';
import type { Market } from '../../../shared/market';
import type { CategoryDefinition } from './categories';
import { FILTER_LABELS, type FilterName, type FilterValues } from './listing-filters';

/** The filters an alert carries; the others stay on the page only. */
const ALERT_FILTERS: readonly FilterName[] = ['location', 'minPrice', 'maxPrice', 'bedrooms'];

const amount = (value: string | undefined): number | null => (value ? Number(value) : null);

/**
 * The page's applied filters as an alert search (unset ones null), and the labels of applied
 * filters an alert does not use.
 */
export function alertSearchOf(
  category: CategoryDefinition,
  market: Market,
  filters: FilterValues,
): { search: AlertSearch; notIncluded: string[] } {
  return {
    search: {
      category: category.alertCategory,
      priceType: market,
      location: filters.location || null,
      minPrice: amount(filters.minPrice),
      maxPrice: amount(filters.maxPrice),
      // Bedrooms apply to homes only; the commercial pages do not offer them anyway.
      bedrooms: category.alertCategory === 'residential' ? amount(filters.bedrooms) : null,
    },
    notIncluded: (Object.keys(filters) as FilterName[])
      .filter((name) => filters[name] && !ALERT_FILTERS.includes(name))
      .map((name) => FILTER_LABELS[name]),
  };
}
