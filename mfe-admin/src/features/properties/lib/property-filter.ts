import {
  propertyCategory,
  type PriceType,
  type Property,
  type PropertyCategory,
} from '@reedmere/contracts';

export type StatusChoice = 'all' | 'available' | 'under_offer' | 'sold' | 'let';
export type VisibilityChoice = 'all' | 'shown' | 'hidden';

/** What the admin narrowed the property list to; 'all' leaves a choice out. */
export interface PropertyFilter {
  /** Words to find in the title, address or location, in any order and any case. */
  text: string;
  market: 'all' | PriceType;
  category: 'all' | PropertyCategory;
  status: StatusChoice;
  visibility: VisibilityChoice;
}

export const NO_FILTER: PropertyFilter = {
  text: '',
  market: 'all',
  category: 'all',
  status: 'all',
  visibility: 'all',
};

export const isFiltering = (filter: PropertyFilter): boolean =>
  filter.text.trim() !== '' ||
  filter.market !== 'all' ||
  filter.category !== 'all' ||
  filter.status !== 'all' ||
  filter.visibility !== 'all';

const words = (text: string): string[] => text.toLowerCase().split(/\s+/).filter(Boolean);

function matchesText(property: Property, text: string): boolean {
  const searched = [property.title, property.address, property.location ?? '']
    .join(' ')
    .toLowerCase();
  return words(text).every((word) => searched.includes(word));
}

// Under offer is both a flag set from the list and a stored status some feeds use.
function matchesStatus(property: Property, status: StatusChoice): boolean {
  if (status === 'all') return true;
  if (status === 'under_offer') return property.isUnderOffer || property.status === 'under_offer';
  return property.status === status;
}

/** The properties the filter lets through, in the list's order. */
export function filterProperties(
  properties: readonly Property[],
  filter: PropertyFilter,
): Property[] {
  return properties.filter(
    (property) =>
      matchesText(property, filter.text) &&
      (filter.market === 'all' || property.priceType === filter.market) &&
      (filter.category === 'all' || propertyCategory(property.propertyType) === filter.category) &&
      matchesStatus(property, filter.status) &&
      (filter.visibility === 'all' || property.isHidden === (filter.visibility === 'hidden')),
  );
}

/** The count line read out as the list narrows: 'Showing 3 of 32 properties'. */
export function resultCountText(shown: number, total: number): string {
  const noun = (count: number) => (count === 1 ? 'property' : 'properties');
  return shown === total
    ? `${total} ${noun(total)}`
    : `Showing ${shown} of ${total} ${noun(total)}`;
}
