import { propertyCategory, type Property, type PropertyStatus } from '@reedmere/contracts';

/** Statuses in the words UK buyers and tenants know (sold -> Sold STC, let -> Let Agreed). */
export const STATUS_LABEL: Readonly<Record<PropertyStatus, string>> = Object.freeze({
  available: 'Available',
  sold: 'Sold STC',
  let: 'Let Agreed',
  under_offer: 'Under Offer',
});

export type BadgeTone = 'offer' | 'sale' | 'rent' | 'status' | 'reduced';

export interface ListingBadge {
  label: string;
  tone: BadgeTone;
}

/** Beside the others on a card, for a recent price reduction. */
export const REDUCED_BADGE: ListingBadge = Object.freeze({ label: 'Reduced', tone: 'reduced' });

/** 'Under Offer' wins, otherwise For Sale / To Let by price type. */
export function marketBadge(property: Pick<Property, 'isUnderOffer' | 'priceType'>): ListingBadge {
  if (property.isUnderOffer) return { label: 'Under Offer', tone: 'offer' };
  return property.priceType === 'rent'
    ? { label: 'To Let', tone: 'rent' }
    : { label: 'For Sale', tone: 'sale' };
}

/** The generic list shows the status instead ('Under Offer' still wins). */
export function statusBadge(property: Pick<Property, 'isUnderOffer' | 'status'>): ListingBadge {
  if (property.isUnderOffer) return { label: 'Under Offer', tone: 'offer' };
  return { label: STATUS_LABEL[property.status] ?? 'Available', tone: 'status' };
}

/** 'Residential' or 'Commercial' (dwelling types count as residential). */
export function categoryLabel(propertyType: string | null | undefined): string {
  return propertyCategory(propertyType) === 'residential' ? 'Residential' : 'Commercial';
}

const SUB_TYPE_LABEL: Readonly<Record<string, string>> = {
  office: 'Office',
  industrial: 'Industrial',
  retail: 'Retail',
  warehouse: 'Warehouse',
  mixed_use: 'Mixed Use',
};

/** The type line of a commercial card: its sub-type, else its stated type. */
export function propertyTypeLabel(property: Pick<Property, 'subType' | 'propertyType'>): string {
  if (property.subType) return SUB_TYPE_LABEL[property.subType] ?? property.subType;
  const type = property.propertyType?.trim();
  if (!type) return 'Commercial';
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** 'Location TBC' when a listing has none. */
export function locationText(location: string | null | undefined): string {
  return location?.trim() ? location : 'Location TBC';
}
