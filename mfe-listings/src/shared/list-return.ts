import { followedFrom, isResidential, type Property } from '@reedmere/contracts';
import { MARKET_PARAM } from './market';

/** The lists a property page can send the visitor back to. */
const LIST_PATHS: readonly string[] = [
  '/properties',
  '/residential',
  '/commercial-sales',
  '/commercial-lettings',
];

/**
 * The list (path and query) a history entry's state says its link was followed from, or null when
 * it was followed from anywhere else.
 */
export function readReturnTo(state: unknown): string | null {
  const from = followedFrom(state);
  const [pathname] = (from ?? '').split('?');
  return from !== null && LIST_PATHS.includes(pathname ?? '') ? from : null;
}

/** The list a property belongs in, for a visitor who did not come from one. */
export function categoryListPath(property: Pick<Property, 'propertyType' | 'priceType'>): string {
  const rent = property.priceType === 'rent';
  if (isResidential(property.propertyType)) {
    return rent ? `/residential?${MARKET_PARAM}=rent` : '/residential';
  }
  return rent ? '/commercial-lettings' : '/commercial-sales';
}
