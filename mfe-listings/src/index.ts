export {
  formatGbp,
  formatPrice,
  normalisePriceQualifier,
  PRICE_QUALIFIER_TEXT,
  RENT_SUFFIX,
} from './shared/format-price';
export type { FormatPriceOptions, PriceQualifier, PriceType } from './shared/format-price';
