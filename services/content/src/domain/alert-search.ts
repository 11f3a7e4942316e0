import { isResidential } from '@reedmere/contracts';
import type { AlertSearch } from '@reedmere/contracts/schemas';
import type { AlertListing } from '../data-access/listings-client';

const GBP = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** £250,000: whole pounds, en-GB grouping, as the site shows prices. */
export const formatPounds = (amount: number): string => GBP.format(amount);

/** One string per search whatever the location's case: an address has each search once. */
export function searchKeyOf(search: AlertSearch): string {
  return JSON.stringify([
    search.category,
    search.priceType,
    search.location?.toLowerCase() ?? null,
    search.minPrice,
    search.maxPrice,
    search.bedrooms,
  ]);
}

/** The search as a plain object (a stored one is a subdocument). */
export const plainSearch = (search: AlertSearch): AlertSearch => ({
  category: search.category,
  priceType: search.priceType,
  location: search.location ?? null,
  minPrice: search.minPrice ?? null,
  maxPrice: search.maxPrice ?? null,
  bedrooms: search.bedrooms ?? null,
});

/**
 * Whether a listing is one the search asks for, on the market now: shown, available and not under
 * offer (sold, let, hidden and under-offer listings never match), then each filter as the listing
 * pages apply it.
 */
export function matchesSearch(listing: AlertListing, search: AlertSearch): boolean {
  if (listing.isHidden !== false || listing.isUnderOffer === true) return false;
  if (listing.status !== 'available') return false;
  if (listing.priceType !== search.priceType) return false;
  if (isResidential(listing.propertyType) !== (search.category === 'residential')) return false;
  if (search.location) {
    const wanted = search.location.toLowerCase();
    const inLocation = (listing.location ?? '').toLowerCase().includes(wanted);
    const inAddress = (listing.address ?? '').toLowerCase().includes(wanted);
    if (!inLocation && !inAddress) return false;
  }
  const price = typeof listing.price === 'number' ? listing.price : null;
  if (search.minPrice !== null && (price === null || price < search.minPrice)) return false;
  if (search.maxPrice !== null && (price === null || price > search.maxPrice)) return false;
  if (search.bedrooms !== null) {
    if (typeof listing.bedrooms !== 'number' || listing.bedrooms < search.bedrooms) return false;
  }
  return true;
}

/** What happened to a listing since the subscriber last heard: new on the market, or cheaper. */
export type ListingNews = { kind: 'new' } | { kind: 'reduced'; from: number; to: number };

const timeOf = (value: unknown): number =>
  typeof value === 'string' ? Date.parse(value) : Number.NaN;

/**
 * 'new' when it became visible after `since`; 'reduced' when its latest price change came after
 * `since` and lowered the price; else null. A listing without `listedAt` or `priceHistory` has
 * no news.
 */
export function newsSince(listing: AlertListing, since: Date): ListingNews | null {
  if (timeOf(listing.listedAt) > since.getTime()) return { kind: 'new' };
  const history = Array.isArray(listing.priceHistory) ? listing.priceHistory : [];
  const latest = history[history.length - 1];
  if (
    latest &&
    typeof latest.from === 'number' &&
    typeof latest.to === 'number' &&
    latest.to < latest.from &&
    timeOf(latest.date) > since.getTime()
  ) {
    return { kind: 'reduced', from: latest.from, to: latest.to };
  }
  return null;
}

/** The listing page of the search's market with its filters, for 'see them all'. */
export function searchPagePath(search: AlertSearch): string {
  const query = new URLSearchParams();
  let path: string;
  if (search.category === 'residential') {
    path = '/residential';
    if (search.priceType === 'rent') query.set('priceType', 'rent');
  } else {
    path = search.priceType === 'rent' ? '/commercial-lettings' : '/commercial-sales';
  }
  if (search.location) query.set('location', search.location);
  if (search.category === 'residential') {
    if (search.minPrice !== null) query.set('minPrice', String(search.minPrice));
    if (search.maxPrice !== null) query.set('maxPrice', String(search.maxPrice));
    if (search.bedrooms !== null) query.set('bedrooms', String(search.bedrooms));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
