import type { PriceType } from './entities';
import type { PropertyCategory } from './property-type';
import { formatWholePounds } from './pounds';

/** Limits of a property alert's search (docs/product.md#property-alert). */
export const ALERT_LOCATION_MAX = 100;
export const ALERT_BEDROOMS_MAX = 10;

/** What a property alert looks for: the listing filters of the category pages. */
export interface AlertSearch {
  category: PropertyCategory;
  priceType: PriceType;
  /** Matches the listing's location or address, any case; null for anywhere. */
  location: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** At least this many; homes only. */
  bedrooms: number | null;
}

/** The body of `POST /api/alerts`. */
export interface AlertSignUp extends AlertSearch {
  email: string;
}

/** One subscription as `GET /api/admin/alerts` answers it. */
export interface AlertSubscriptionSummary {
  id: string;
  email: string;
  search: AlertSearch;
  /** The search in words: 'Homes for sale in Norwich, £200,000–£350,000, 3+ bedrooms'. */
  description: string;
  confirmed: boolean;
  confirmedAt: string | null;
  lastSentAt: string | null;
  createdAt: string;
}

const MARKETS: Readonly<Record<PropertyCategory, Readonly<Record<PriceType, string>>>> = {
  residential: { sale: 'Homes for sale', rent: 'Homes to let' },
  commercial: { sale: 'Commercial property for sale', rent: 'Commercial property to let' },
};

/**
 * The search in words, as the sign-up form, the e-mails and the admin's list word it:
 * 'Homes for sale in Norwich, £200,000–£350,000, 3+ bedrooms'.
 */
export function describeAlertSearch(search: AlertSearch): string {
  const parts = [
    MARKETS[search.category][search.priceType] + (search.location ? ` in ${search.location}` : ''),
  ];
  const perMonth = search.priceType === 'rent' ? ' pcm' : '';
  const { minPrice, maxPrice, bedrooms } = search;
  if (minPrice !== null && maxPrice !== null) {
    parts.push(`${formatWholePounds(minPrice)}–${formatWholePounds(maxPrice)}${perMonth}`);
  } else if (minPrice !== null) {
    parts.push(`from ${formatWholePounds(minPrice)}${perMonth}`);
  } else if (maxPrice !== null) {
    parts.push(`up to ${formatWholePounds(maxPrice)}${perMonth}`);
  }
  if (bedrooms !== null) parts.push(`${bedrooms}+ bedroom${bedrooms === 1 ? '' : 's'}`);
  return parts.join(', ');
}
