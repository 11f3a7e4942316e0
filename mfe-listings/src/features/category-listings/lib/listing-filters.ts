import { COMMERCIAL_SUB_TYPES } from '@reedmere/contracts';
import { MARKET_PARAM, type Market } from '../../../shared/market';

/** The filters a category page offers; each is a query parameter of the page and of the API. */
export type FilterName =
  'location' | 'minPrice' | 'maxPrice' | 'bedrooms' | 'bathrooms' | 'subType';

export type FilterValues = Partial<Record<FilterName, string>>;

export interface FilterOption {
  value: string;
  label: string;
}

type SelectName = Exclude<FilterName, 'location'>;

// Sale prices and monthly rents are compared only with their own kind: a rent is never 'under
// £150,000'. Each market has its own steps.
const PRICE_STEPS: Readonly<Record<Market, readonly number[]>> = {
  sale: [50_000, 100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 750_000, 1_000_000],
  rent: [400, 500, 600, 750, 1_000, 1_250, 1_500, 2_000, 2_500, 3_000, 4_000, 5_000],
};
const money = (n: number) => `£${n.toLocaleString('en-GB')}`;
const priceLabel: Readonly<Record<Market, (n: number) => string>> = {
  sale: money,
  rent: (n) => `${money(n)} pcm`,
};

const priceOptions = (market: Market, none: string): FilterOption[] => [
  { value: '', label: none },
  ...PRICE_STEPS[market].map((n) => ({ value: String(n), label: priceLabel[market](n) })),
];

const FIXED_OPTIONS: Readonly<
  Record<Exclude<SelectName, 'minPrice' | 'maxPrice'>, FilterOption[]>
> = {
  bedrooms: [
    { value: '', label: 'Any' },
    ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n}+` })),
  ],
  bathrooms: [
    { value: '', label: 'Any' },
    ...[1, 2, 3].map((n) => ({ value: String(n), label: `${n}+` })),
  ],
  subType: [
    { value: '', label: 'All types' },
    ...COMMERCIAL_SUB_TYPES.map((t) => ({
      value: t,
      label: t === 'mixed_use' ? 'Mixed Use' : t.charAt(0).toUpperCase() + t.slice(1),
    })),
  ],
};

/** The choices of a select; the price selects offer sale prices or monthly rents. */
export function filterOptions(name: SelectName, market: Market): FilterOption[] {
  if (name === 'minPrice') return priceOptions(market, 'No min');
  if (name === 'maxPrice') return priceOptions(market, 'No max');
  return FIXED_OPTIONS[name];
}

/** The filters that only make sense for one market, dropped when the visitor switches. */
export const MARKET_FILTERS: readonly FilterName[] = ['minPrice', 'maxPrice'];

export const FILTER_LABELS: Readonly<Record<FilterName, string>> = {
  location: 'Location',
  minPrice: 'Min price',
  maxPrice: 'Max price',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  subType: 'Property type',
};

/** The filter values in a query string, dropping anything a select does not offer. */
export function readFilters(
  params: URLSearchParams,
  names: readonly FilterName[],
  market: Market = 'sale',
): FilterValues {
  const values: FilterValues = {};
  for (const name of names) {
    const raw = params.get(name)?.trim() ?? '';
    if (!raw) continue;
    if (name === 'location') values.location = raw.slice(0, 100);
    else if (filterOptions(name, market).some((o) => o.value === raw)) values[name] = raw;
  }
  return values;
}

/**
 * The page's query string for a set of filters and a page (page 1 and empty values left out).
 * `market` is for a page that keeps the choice in its query: 'rent' is written, the default
 * 'sale' left out.
 */
export function writeFilters(values: FilterValues, page = 1, market?: Market): URLSearchParams {
  const params = new URLSearchParams();
  if (market === 'rent') params.set(MARKET_PARAM, market);
  for (const [name, value] of Object.entries(values)) {
    if (value) params.set(name, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}
