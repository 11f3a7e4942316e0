import type { Market } from '../../../shared/market';
import type { CategoryDefinition } from './categories';
import { MARKET_FILTERS, writeFilters, type FilterValues } from './listing-filters';

/**
 * Where the switch to `market` leads: that market's list with the visitor's other filters, from
 * its first page. The price limits stay behind: a sale price means nothing to a rent.
 */
export function marketHref(
  category: CategoryDefinition,
  market: Market,
  filters: FilterValues,
): string {
  const kept = Object.fromEntries(
    Object.entries(filters).filter(
      ([name]) => !MARKET_FILTERS.includes(name as keyof FilterValues),
    ),
  ) as FilterValues;
  const query = writeFilters(kept, 1, category.marketInQuery ? market : undefined).toString();
  return query ? `${category.markets[market].path}?${query}` : category.markets[market].path;
}
