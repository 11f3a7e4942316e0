/**
 * A property's `propertyType` is `residential` or `commercial`, but listings that
 * come from feeds carry a specific dwelling type instead. These dwelling types count as
 * residential on the public side; every other value shows as commercial.
 */
export const RESIDENTIAL_DWELLING_TYPES = [
  'House',
  'Flat',
  'Bungalow',
  'Apartment',
  'Terraced House',
  'Detached House',
  'Semi-Detached House',
  'Maisonette',
  'Cottage',
] as const;

export type ResidentialDwellingType = (typeof RESIDENTIAL_DWELLING_TYPES)[number];

/** The two categories the site shows (badges, filters, the residential-only details panel). */
export type PropertyCategory = 'residential' | 'commercial';

export const PROPERTY_CATEGORIES: readonly PropertyCategory[] = ['residential', 'commercial'];

// Feeds are not consistent about case or stray spaces ("semi-detached house "), so compare a
// normalised form; the stored value itself is never rewritten.
const normalise = (value: string): string => value.trim().replace(/\s+/g, ' ').toLowerCase();

const RESIDENTIAL_VALUES: ReadonlySet<string> = new Set(
  ['residential', ...RESIDENTIAL_DWELLING_TYPES].map(normalise),
);

/** True when the property is shown as residential: `residential` or one of the dwelling types. */
export function isResidential(propertyType: string | null | undefined): boolean {
  if (typeof propertyType !== 'string') return false;
  return RESIDENTIAL_VALUES.has(normalise(propertyType));
}

/** The category a property is shown under; anything that is not residential is commercial. */
export function propertyCategory(propertyType: string | null | undefined): PropertyCategory {
  return isResidential(propertyType) ? 'residential' : 'commercial';
}
