import { isResidential, type Property } from '@reedmere/contracts';
import { MARKET_PARAM } from './market';

/** The lists a property page can send the visitor back to. */
const LIST_PATHS: readonly string[] = [
  '/properties',
  '/residential',
  '/commercial-sales',
  '/commercial-lettings',
];

/** What a card's link keeps in the property page's history entry: the list it was opened from. */
export interface ReturnState {
  returnTo: string;
}

export function returnState(location: { pathname: string; search: string }): ReturnState {
  return { returnTo: location.pathname + location.search };
}

/** The list (path and query) a history entry's state names, or null when it names none. */
export function readReturnTo(state: unknown): string | null {
  const returnTo = (state as Partial<ReturnState> | null | undefined)?.returnTo;
  if (typeof returnTo !== 'string') return null;
  const [pathname] = returnTo.split('?');
  return LIST_PATHS.includes(pathname ?? '') ? returnTo : null;
}

/** The list a property belongs in, for a visitor who did not come from one. */
export function categoryListPath(property: Pick<Property, 'propertyType' | 'priceType'>): string {
  const rent = property.priceType === 'rent';
  if (isResidential(property.propertyType)) {
    return rent ? `/residential?${MARKET_PARAM}=rent` : '/residential';
  }
  return rent ? '/commercial-lettings' : '/commercial-sales';
}
