import { LIST_PAGE_SIZE, type PropertyCategory } from '@reedmere/contracts';
import { countText } from '../../../shared/count-text';
import { foundText } from '../../../shared/found-text';
import { parsePage } from '../../../shared/page-number';
import { propertiesUrl } from '../../../shared/property-list-key';
import { readFilters, type FilterName, type FilterValues } from './listing-filters';
import { readMarket, type Market } from '../../../shared/market';

export interface MarketLink {
  /** The choice's words on the page. */
  label: string;
  path: string;
}

export interface CategoryDefinition {
  /** What a property alert signed up from this page looks for. */
  alertCategory: PropertyCategory;
  filters: readonly FilterName[];
  /** The market the page shows: chosen in its query (`?priceType=rent`) or fixed by its path. */
  market(params: URLSearchParams): Market;
  /** True when the choice lives in the query, false when each market has its own path. */
  marketInQuery: boolean;
  /** Names the for sale / to let switch. */
  marketsLabel: string;
  markets: Readonly<Record<Market, MarketLink>>;
  /** The list read (its SWR key): the category, the market and the filters, one page of 12. */
  url(filters: FilterValues, page: number, market: Market): string;
  /** The list's heading; `count` is every match, or null when the answer does not say. */
  heading(count: number | null): string;
  /** The count of matches under a heading that does not carry it, as /properties shows it. */
  resultCount?: (count: number | null) => string;
  empty: string;
}

const COMMERCIAL_MARKETS: Readonly<Record<Market, MarketLink>> = {
  sale: { label: 'For Sale', path: '/commercial-sales' },
  rent: { label: 'To Let', path: '/commercial-lettings' },
};

/** One page of a category's market, filtered; the order of the parameters is the SWR key's. */
const pageUrl = (
  propertyType: PropertyCategory,
  priceType: Market,
  filters: FilterValues,
  page: number,
) => propertiesUrl({ propertyType, priceType, ...filters, page, limit: LIST_PAGE_SIZE });

const commercialCount = (count: number | null) =>
  count === null
    ? 'Commercial Properties'
    : countText(count, 'Commercial Property', 'Commercial Properties');

// Each page asks the API for one market, so a list never mixes sales with lettings and the
// price filter compares like with like. Residential shows homes for sale unless asked for lets.
export const CATEGORIES = {
  residential: {
    alertCategory: 'residential',
    filters: ['location', 'minPrice', 'maxPrice', 'bedrooms', 'bathrooms'],
    market: readMarket,
    marketInQuery: true,
    marketsLabel: 'Buy or rent',
    markets: {
      sale: { label: 'Buy', path: '/residential' },
      rent: { label: 'Rent', path: '/residential' },
    },
    url: (filters, page, market) => pageUrl('residential', market, filters, page),
    heading: () => 'Available Properties',
    resultCount: foundText,
    empty: 'No residential properties found matching your criteria.',
  },
  commercialSales: {
    alertCategory: 'commercial',
    filters: ['location', 'subType'],
    market: () => 'sale',
    marketInQuery: false,
    marketsLabel: 'For sale or to let',
    markets: COMMERCIAL_MARKETS,
    url: (filters, page) => pageUrl('commercial', 'sale', filters, page),
    heading: (count) => `${commercialCount(count)} for Sale`,
    empty: 'No commercial properties for sale found matching your criteria.',
  },
  commercialLettings: {
    alertCategory: 'commercial',
    filters: ['location', 'subType'],
    market: () => 'rent',
    marketInQuery: false,
    marketsLabel: 'For sale or to let',
    markets: COMMERCIAL_MARKETS,
    url: (filters, page) => pageUrl('commercial', 'rent', filters, page),
    heading: (count) => `${commercialCount(count)} to Let`,
    empty: 'No commercial properties to rent found matching your criteria.',
  },
} as const satisfies Record<string, CategoryDefinition>;

/** Where a category page's query puts it, and the list read it makes there (its SWR key). */
export interface CategoryView {
  market: Market;
  filters: FilterValues;
  page: number;
  key: string;
}

/**
 * The market, filters and page a category page's query asks for, and the read of that page: the
 * page reads it in the browser and the server renders with it.
 */
export function categoryView(category: CategoryDefinition, params: URLSearchParams): CategoryView {
  const market = category.market(params);
  const filters = readFilters(params, category.filters, market);
  const page = parsePage(params.get('page'));
  return { market, filters, page, key: category.url(filters, page, market) };
}
