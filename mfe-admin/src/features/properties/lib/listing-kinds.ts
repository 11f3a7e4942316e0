import {
  divisionOfListing,
  mayDo,
  PRICE_TYPES,
  PROPERTY_CATEGORIES,
  type PriceType,
  type PropertyCategory,
  type StaffRights,
} from '@reedmere/contracts';
import type { PropertyFormValues } from './property-form-values';

/** The kinds of listing a person may add or change: each category, with its price types. */
export type ListingKinds = ReadonlyMap<PropertyCategory, readonly PriceType[]>;

/**
 * The categories and price types whose listings fall in divisions the person may change, by the
 * same rule the server judges them with: an editor for residential sales and lettings is offered
 * residential listings only, an editor for commercial lettings commercial ones to let.
 */
export function listingKindsFor(rights: StaffRights): ListingKinds {
  const kinds = new Map<PropertyCategory, PriceType[]>();
  for (const category of PROPERTY_CATEGORIES) {
    const priceTypes = PRICE_TYPES.filter((priceType) =>
      mayDo(rights, { change: [divisionOfListing({ propertyType: category, priceType })] }),
    );
    if (priceTypes.length > 0) kinds.set(category, priceTypes);
  }
  return kinds;
}

/** A stored value outside the person's kinds still shows, so the form never hides what it holds. */
const withCurrent = <T extends string>(allowed: readonly T[], current: string): string[] =>
  allowed.includes(current as T) ? [...allowed] : [...allowed, current];

/** The category choices the person is offered. */
export const categoryChoices = (kinds: ListingKinds, current: string): string[] =>
  withCurrent([...kinds.keys()], current);

/** The price type choices for the category chosen. */
export const priceTypeChoices = (kinds: ListingKinds, category: string, current: string) =>
  withCurrent(kinds.get(category as PropertyCategory) ?? PRICE_TYPES, current);

/** A new listing's form starting on a kind the person may add (the first one they may). */
export function startingKind(kinds: ListingKinds, values: PropertyFormValues): PropertyFormValues {
  const categories = [...kinds.keys()];
  if (categories.length === 0) return values;
  const category = (categories as string[]).includes(values.propertyType)
    ? (values.propertyType as PropertyCategory)
    : categories[0]!;
  const priceTypes = kinds.get(category)!;
  const priceType = (priceTypes as string[]).includes(values.priceType)
    ? values.priceType
    : priceTypes[0]!;
  return { ...values, propertyType: category, priceType };
}
