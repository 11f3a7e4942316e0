import { matchPath } from '@reedmere/router';
import type { PageDataRequest, PageLoader } from '@reedmere/contracts';
import { CATEGORIES, type CategoryDefinition } from '../features/category-listings/lib/categories';
import { readFilters } from '../features/category-listings/lib/listing-filters';
import { propertyKey } from '../features/property-detail/api/use-property';
import { parsePage } from '../shared/page-number';
import { propertiesUrl } from '../shared/property-list-key';

const CATEGORY_PATHS: Readonly<Record<string, CategoryDefinition>> = {
  '/residential': CATEGORIES.residential,
  '/commercial-sales': CATEGORIES.commercialSales,
  '/commercial-lettings': CATEGORIES.commercialLettings,
};

/** The reads each listings page makes, with the keys its hooks use. */
export const listingsLoader: PageLoader = ({ pathname, search }): PageDataRequest[] => {
  if (pathname === '/properties') return [{ key: propertiesUrl() }];
  const detail = matchPath('/property/:id', pathname);
  if (detail) return [{ key: propertyKey(detail.params.id ?? ''), subject: true }];
  const category = CATEGORY_PATHS[pathname];
  if (!category) return [];
  const params = new URLSearchParams(search);
  const market = category.market(params);
  const page = category.paged ? parsePage(params.get('page')) : 1;
  return [{ key: category.url(readFilters(params, category.filters, market), page, market) }];
};
