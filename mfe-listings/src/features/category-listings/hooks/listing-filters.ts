import { COMMERCIAL_SUB_TYPES } from '@reedmere/contracts';

/** The filters a category page offers; each is a query parameter of the page and of the API. */
export type FilterName =
  'location' | 'minPrice' | 'maxPrice' | 'bedrooms' | 'bathrooms' | 'subType';

export type FilterValues = Partial<Record<FilterName, string>>;

export interface FilterOption {
  value: string;
  label: string;
}

const PRICES = [
  50_000, 100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 750_000, 1_000_000,
];
const money = (n: number) => `£${n.toLocaleString('en-GB')}`;

export const FILTER_OPTIONS: Readonly<Record<Exclude<FilterName, 'location'>, FilterOption[]>> = {
  minPrice: [
    { value: '', label: 'No min' },
    ...PRICES.map((n) => ({ value: String(n), label: money(n) })),
  ],
  maxPrice: [
    { value: '', label: 'No max' },
    ...PRICES.map((n) => ({ value: String(n), label: money(n) })),
  ],
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

export const FILTER_LABELS: Readonly<Record<FilterName, string>> = {
  location: 'Location',
  minPrice: 'Min price',
  maxPrice: 'Max price',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  subType: 'Property type',
};

/** The filter values in a query string, dropping anything a select does not offer. */
export function readFilters(params: URLSearchParams, names: readonly FilterName[]): FilterValues {
  const values: FilterValues = {};
  for (const name of names) {
    const raw = params.get(name)?.trim() ?? '';
    if (!raw) continue;
    if (name === 'location') values.location = raw.slice(0, 100);
    else if (FILTER_OPTIONS[name].some((o) => o.value === raw)) values[name] = raw;
  }
  return values;
}

/** The page's query string for a set of filters and a page (page 1 and empty values left out). */
export function writeFilters(values: FilterValues, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value) params.set(name, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}
