import { PRICE_QUALIFIERS, type PriceQualifier } from '@reedmere/contracts';
import {
  formatPrice,
  formatPropertyPrice,
  normalisePriceQualifier,
  PRICE_QUALIFIER_TEXT,
  RENT_SUFFIX,
} from './format-price';

describe('formatPrice', () => {
  it('shows a plain price without a qualifier', () => {
    expect(formatPrice(325000, 'sale', null)).toBe('£325,000');
    expect(formatPrice(325000, 'sale')).toBe('£325,000');
  });

  it.each<[PriceQualifier, string]>([
    ['oieo', 'Offers in excess of £325,000'],
    ['offers_in_excess_of', 'Offers in excess of £325,000'],
    ['oiro', 'Offers in the region of £325,000'],
    ['offers_in_region_of', 'Offers in the region of £325,000'],
    ['guide', 'Guide price £325,000'],
    ['from', 'From £325,000'],
  ])('puts the text of the qualifier %s before the amount', (qualifier, expected) => {
    expect(formatPrice(325000, 'sale', qualifier)).toBe(expected);
  });

  it('shows "Price on application" instead of any amount', () => {
    expect(formatPrice(325000, 'sale', 'poa')).toBe('Price on application');
    expect(formatPrice(null, 'sale', 'poa')).toBe('Price on application');
  });

  it('shows "Price on Request" or "Rent on Request" when there is no price', () => {
    expect(formatPrice(undefined, 'sale', null)).toBe('Price on Request');
    expect(formatPrice(null, 'sale', 'oieo')).toBe('Price on Request');
    expect(formatPrice(0, 'sale', null)).toBe('Price on Request');
    expect(formatPrice(Number.NaN, 'sale', null)).toBe('Price on Request');
    expect(formatPrice(null, 'rent', null)).toBe('Rent on Request');
  });

  it('adds the rent suffix of the page to rents only', () => {
    expect(formatPrice(1500, 'rent', null)).toBe('£1,500');
    expect(formatPrice(1500, 'rent', null, { rentSuffix: RENT_SUFFIX.detail })).toBe(
      '£1,500/month',
    );
    expect(formatPrice(1500, 'rent', 'from', { rentSuffix: RENT_SUFFIX.lettingsCard })).toBe(
      'From £1,500 per calendar month',
    );
    expect(formatPrice(150000, 'sale', null, { rentSuffix: RENT_SUFFIX.detail })).toBe('£150,000');
  });
});

describe('normalisePriceQualifier', () => {
  it('maps short and long forms to one value, case-insensitively', () => {
    expect(normalisePriceQualifier('OIEO')).toBe('offers_in_excess_of');
    expect(normalisePriceQualifier(' oiro ')).toBe('offers_in_region_of');
    expect(normalisePriceQualifier('offers_in_region_of')).toBe('offers_in_region_of');
  });

  it('treats none, empty and unknown values as no qualifier', () => {
    expect(normalisePriceQualifier('none')).toBeNull();
    expect(normalisePriceQualifier('')).toBeNull();
    expect(normalisePriceQualifier(undefined)).toBeNull();
    expect(normalisePriceQualifier('best_offer')).toBeNull();
  });

  it('gives every qualifier the API stores a text', () => {
    for (const qualifier of PRICE_QUALIFIERS) {
      expect(normalisePriceQualifier(qualifier)).not.toBeNull();
    }
  });

  it('has the five qualifier texts', () => {
    expect(Object.values(PRICE_QUALIFIER_TEXT)).toEqual([
      'Offers in excess of',
      'Offers in the region of',
      'Guide price',
      'From',
      'Price on application',
    ]);
  });
});

describe('formatPropertyPrice', () => {
  it('reads the price, its type and its qualifier from the property', () => {
    expect(
      formatPropertyPrice(
        { price: 1500, priceType: 'rent', priceQualifier: 'from' },
        RENT_SUFFIX.lettingsCard,
      ),
    ).toBe('From £1,500 per calendar month');
    expect(
      formatPropertyPrice(
        { price: 250000, priceType: 'sale', priceQualifier: 'oieo' },
        RENT_SUFFIX.detail,
      ),
    ).toBe('Offers in excess of £250,000');
    expect(
      formatPropertyPrice(
        { price: null, priceType: 'rent', priceQualifier: null },
        RENT_SUFFIX.detail,
      ),
    ).toBe('Rent on Request');
  });
});
