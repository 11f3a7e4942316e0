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

/**
 * The list a page load came from: its referrer, when that is one of this site's lists and the tab
 * has a page to go back to (a link followed in the same tab, not opened in a new one). A card of a
 * list the server rendered is a plain link, so the property page is a page load of its own.
 */
export function referrerList(
  referrer: string,
  origin: string,
  historyLength: number,
): string | null {
  if (historyLength < 2 || !referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return readReturnTo({ returnTo: url.pathname + url.search });
}

/** The list a property belongs in, for a visitor who did not come from one. */
export function categoryListPath(property: Pick<Property, 'propertyType' | 'priceType'>): string {
  const rent = property.priceType === 'rent';
  if (isResidential(property.propertyType)) {
    return rent ? `/residential?${MARKET_PARAM}=rent` : '/residential';
  }
  return rent ? '/commercial-lettings' : '/commercial-sales';
}
