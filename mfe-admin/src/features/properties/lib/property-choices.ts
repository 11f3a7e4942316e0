import {
  ADMIN_PRICE_QUALIFIERS,
  ADMIN_PROPERTY_STATUSES,
  type CommercialSubType,
  type PriceQualifier,
  type PropertyStatus,
  type Tenure,
} from '@reedmere/contracts';

/** 'none' stands for no qualifier in the select; it is sent as null. */
export type QualifierChoice = 'none' | PriceQualifier;

export const QUALIFIER_LABELS: Record<QualifierChoice, string> = {
  none: 'None',
  offers_in_excess_of: 'Offers in excess of',
  oieo: 'Offers in excess of',
  offers_in_region_of: 'Offers in the region of',
  oiro: 'Offers in the region of',
  guide: 'Guide price',
  from: 'From',
  poa: 'Price on application',
};

export const STATUS_LABELS: Record<PropertyStatus, string> = {
  available: 'Available',
  sold: 'Sold',
  let: 'Let',
  under_offer: 'Under Offer',
};

export const SUB_TYPE_LABELS: Record<CommercialSubType, string> = {
  office: 'Office',
  industrial: 'Industrial',
  retail: 'Retail',
  warehouse: 'Warehouse',
  mixed_use: 'Mixed use',
};

export const TENURE_LABELS: Record<Tenure, string> = {
  freehold: 'Freehold',
  leasehold: 'Leasehold',
  share_of_freehold: 'Share of freehold',
  commonhold: 'Commonhold',
};

/** The qualifier choices: the admin's three, plus a stored other one so editing keeps it. */
export function qualifierChoices(current: QualifierChoice): QualifierChoice[] {
  const choices: QualifierChoice[] = ['none', ...ADMIN_PRICE_QUALIFIERS];
  return choices.includes(current) ? choices : [...choices, current];
}

/** The status choices: available, sold, let, plus under_offer when the stored one is. */
export function statusChoices(current: PropertyStatus): PropertyStatus[] {
  const choices: PropertyStatus[] = [...ADMIN_PROPERTY_STATUSES];
  return choices.includes(current) ? choices : [...choices, current];
}
