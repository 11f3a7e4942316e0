import { matchPath } from '@reedmere/router';
import type { PageDataRequest, PageLoader } from '@reedmere/contracts';
import {
  CATEGORIES,
  categoryView,
  type CategoryDefinition,
} from '../features/category-listings/lib/categories';
import { propertyKey } from '../features/property-detail/api/use-property';
import { propertyListKey } from '../features/property-list/lib/type-filter';

const CATEGORY_PATHS: Readonly<Record<string, CategoryDefinition>> = {
  '/residential': CATEGORIES.residential,
  '/commercial-sales': CATEGORIES.commercialSales,
  '/commercial-lettings': CATEGORIES.commercialLettings,
};

/**
 * The reads each listings page makes at a location, with the keys its hooks use: a list page
 * reads the page and the filters of the URL being rendered, counted (kept with its total, as its
 * hook reads it in the browser).
 */
export const listingsLoader: PageLoader = ({ pathname, search }): PageDataRequest[] => {
  const params = new URLSearchParams(search);
  if (pathname === '/properties') return [{ key: propertyListKey(params), counted: true }];
  const detail = matchPath('/property/:id', pathname);
  if (detail) return [{ key: propertyKey(detail.params.id ?? ''), subject: true }];
  const category = CATEGORY_PATHS[pathname];
  if (!category) return [];
  return [{ key: categoryView(category, params).key, counted: true }];
};
