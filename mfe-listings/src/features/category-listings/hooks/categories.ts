import { LIST_PAGE_SIZE } from '@reedmere/contracts';
import { propertiesUrl } from '../../../shared/property-list-key';
import type { FilterName, FilterValues } from './listing-filters';

export interface CategoryDefinition {
  filters: readonly FilterName[];
  /** Residential pages on the server, 12 at a time; the commercial pages show every match. */
  paged: boolean;
  url(filters: FilterValues, page: number): string;
  heading(count: number): string;
  empty: string;
}

// Spec section 7 "How each page uses the property list".
export const CATEGORIES = {
  residential: {
    filters: ['location', 'minPrice', 'maxPrice', 'bedrooms', 'bathrooms'],
    paged: true,
    url: (filters, page) =>
      propertiesUrl({ propertyType: 'residential', ...filters, page, limit: LIST_PAGE_SIZE }),
    heading: () => 'Available Properties',
    empty: 'No residential properties found matching your criteria.',
  },
  commercialSales: {
    filters: ['location', 'subType'],
    paged: false,
    url: (filters) => propertiesUrl({ propertyType: 'commercial', priceType: 'sale', ...filters }),
    heading: (count) => `${count} Commercial Properties for Sale`,
    empty: 'No commercial properties for sale found matching your criteria.',
  },
  commercialLettings: {
    filters: ['location', 'subType'],
    paged: false,
    url: (filters) => propertiesUrl({ propertyType: 'commercial', priceType: 'rent', ...filters }),
    heading: (count) => `${count} Commercial Properties to Let`,
    empty: 'No commercial properties to rent found matching your criteria.',
  },
} as const satisfies Record<string, CategoryDefinition>;
