import { LIST_PAGE_SIZE, type PropertyCategory } from '@reedmere/contracts';
import { countText } from '../../../shared/count-text';
import { propertiesUrl } from '../../../shared/property-list-key';
import type { FilterName, FilterValues } from './listing-filters';
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
  /** Residential pages on the server, 12 at a time; the commercial pages show every match. */
  paged: boolean;
  /** The market the page shows: chosen in its query (`?priceType=rent`) or fixed by its path. */
  market(params: URLSearchParams): Market;
  /** True when the choice lives in the query, false when each market has its own path. */
  marketInQuery: boolean;
  /** Names the for sale / to let switch. */
  marketsLabel: string;
  markets: Readonly<Record<Market, MarketLink>>;
  url(filters: FilterValues, page: number, market: Market): string;
  heading(count: number): string;
  empty: string;
}

const COMMERCIAL_MARKETS: Readonly<Record<Market, MarketLink>> = {
  sale: { label: 'For Sale', path: '/commercial-sales' },
  rent: { label: 'To Let', path: '/commercial-lettings' },
};

// Each page asks the API for one market, so a list never mixes sales with lettings and the
// price filter compares like with like. Residential shows homes for sale unless asked for lets.
export const CATEGORIES = {
  residential: {
    alertCategory: 'residential',
    filters: ['location', 'minPrice', 'maxPrice', 'bedrooms', 'bathrooms'],
    paged: true,
    market: readMarket,
    marketInQuery: true,
    marketsLabel: 'Buy or rent',
    markets: {
      sale: { label: 'Buy', path: '/residential' },
      rent: { label: 'Rent', path: '/residential' },
    },
    url: (filters, page, market) =>
      propertiesUrl({
        propertyType: 'residential',
        priceType: market,
        ...filters,
        page,
        limit: LIST_PAGE_SIZE,
      }),
    heading: () => 'Available Properties',
    empty: 'No residential properties found matching your criteria.',
  },
  commercialSales: {
    alertCategory: 'commercial',
    filters: ['location', 'subType'],
    paged: false,
    market: () => 'sale',
    marketInQuery: false,
    marketsLabel: 'For sale or to let',
    markets: COMMERCIAL_MARKETS,
    url: (filters) => propertiesUrl({ propertyType: 'commercial', priceType: 'sale', ...filters }),
    heading: (count) =>
      `${countText(count, 'Commercial Property', 'Commercial Properties')} for Sale`,
    empty: 'No commercial properties for sale found matching your criteria.',
  },
  commercialLettings: {
    alertCategory: 'commercial',
    filters: ['location', 'subType'],
    paged: false,
    market: () => 'rent',
    marketInQuery: false,
    marketsLabel: 'For sale or to let',
    markets: COMMERCIAL_MARKETS,
    url: (filters) => propertiesUrl({ propertyType: 'commercial', priceType: 'rent', ...filters }),
    heading: (count) =>
      `${countText(count, 'Commercial Property', 'Commercial Properties')} to Let`,
    empty: 'No commercial properties to rent found matching your criteria.',
  },
} as const satisfies Record<string, CategoryDefinition>;
