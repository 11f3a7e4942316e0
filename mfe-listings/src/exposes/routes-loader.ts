import {
  resolveRoute,
  type PageDataRequest,
  type PageLoader,
  type RouteMatch,
} from '@reedmere/contracts';
import {
  CATEGORIES,
  categoryView,
  type CategoryDefinition,
} from '../features/category-listings/lib/categories';
import { propertyKey } from '../features/property-detail/api/use-property';
import { propertyListKey } from '../features/property-list/lib/type-filter';
import { shownProperty } from '../shared/shown-properties';

/** The list pages of one category, by the screen the route table names. */
const CATEGORY_SCREENS: Readonly<Partial<Record<RouteMatch['screen'], CategoryDefinition>>> = {
  residential: CATEGORIES.residential,
  'commercial-sales': CATEGORIES.commercialSales,
  'commercial-lettings': CATEGORIES.commercialLettings,
};

/**
 * The reads each listings page makes at a location, with the keys its hooks use: a list page
 * reads the page and the filters of the URL being rendered, counted (kept with its total, as its
 * hook reads it in the browser). In the browser, a property a list on screen shows is in hand:
 * its page opens drawn from that record.
 */
export const listingsLoader: PageLoader = ({ pathname, search }): PageDataRequest[] => {
  const params = new URLSearchParams(search);
  const match = resolveRoute(pathname);
  if (match.screen === 'properties') return [{ key: propertyListKey(params), counted: true }];
  if (match.screen === 'property-detail') {
    const id = match.params.id ?? '';
    const inHand = shownProperty(id);
    return [{ key: propertyKey(id), subject: true, ...(inHand && { inHand }) }];
  }
  const category = CATEGORY_SCREENS[match.screen];
  if (!category) return [];
  return [{ key: categoryView(category, params).key, counted: true }];
};
