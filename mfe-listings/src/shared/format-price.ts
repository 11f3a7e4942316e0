// Prices in GBP, en-GB grouping, no decimals, with a qualifier text.
import {
  formatWholePounds,
  PRICE_QUALIFIERS,
  type PriceQualifier,
  type PriceType,
  type Property,
} from '@reedmere/contracts';

/** What a qualifier says: the long and short spellings of one qualifier read the same. */
type QualifierMeaning = Exclude<PriceQualifier, 'oieo' | 'oiro'>;

export const PRICE_QUALIFIER_TEXT: Readonly<Record<QualifierMeaning, string>> = Object.freeze({
  offers_in_excess_of: 'Offers in excess of',
  offers_in_region_of: 'Offers in the region of',
  guide: 'Guide price',
  from: 'From',
  poa: 'Price on application',
});

// Every qualifier the API stores: feeds use the short forms, the admin form the long ones.
const MEANINGS: Readonly<Record<PriceQualifier, QualifierMeaning>> = {
  oieo: 'offers_in_excess_of',
  offers_in_excess_of: 'offers_in_excess_of',
  oiro: 'offers_in_region_of',
  offers_in_region_of: 'offers_in_region_of',
  guide: 'guide',
  from: 'from',
  poa: 'poa',
};

const isPriceQualifier = (value: string): value is PriceQualifier =>
  (PRICE_QUALIFIERS as readonly string[]).includes(value);

/** What the qualifier means, or null for none (`none`, empty, missing or unknown). */
export function normalisePriceQualifier(
  qualifier: string | null | undefined,
): QualifierMeaning | null {
  if (!qualifier) return null;
  const key = qualifier.trim().toLowerCase();
  return isPriceQualifier(key) ? MEANINGS[key] : null;
}

/** Rent suffixes: the detail page says '/month', commercial lettings cards 'per calendar month'. */
export const RENT_SUFFIX = Object.freeze({
  detail: '/month',
  lettingsCard: ' per calendar month',
});

export interface FormatPriceOptions {
  /** Appended to a rent amount, e.g. RENT_SUFFIX.detail. Default: nothing. */
  rentSuffix?: string;
}

/**
 * The price text of a property card or detail page:
 * `formatPrice(250000, 'sale', 'oieo')` -> 'Offers in excess of £250,000'.
 * With no price (missing, not a number, or 0 — nobody lists at £0) it is 'Price on Request', or
 * 'Rent on Request' for lettings. 'Price on application' replaces the amount.
 */
export function formatPrice(
  price: number | null | undefined,
  priceType: PriceType | string | null | undefined,
  qualifier?: PriceQualifier | null,
  options: FormatPriceOptions = {},
): string {
  const canonical = normalisePriceQualifier(qualifier);
  if (canonical === 'poa') return PRICE_QUALIFIER_TEXT.poa;
  const isRent = priceType === 'rent';
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) {
    return isRent ? 'Rent on Request' : 'Price on Request';
  }
  const amount = formatWholePounds(price) + (isRent ? (options.rentSuffix ?? '') : '');
  return canonical ? `${PRICE_QUALIFIER_TEXT[canonical]} ${amount}` : amount;
}

/** A property's asking price as its card or page shows it, rents with `rentSuffix`. */
export function formatPropertyPrice(
  property: Pick<Property, 'price' | 'priceType' | 'priceQualifier'>,
  rentSuffix: string,
): string {
  return formatPrice(property.price, property.priceType, property.priceQualifier, { rentSuffix });
}
