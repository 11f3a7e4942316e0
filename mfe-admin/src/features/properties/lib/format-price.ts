import type { Property } from '@reedmere/contracts';

const GBP = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** GBP, en-GB, no decimals; rent per month; no price is 'on Request'. */
export function formatAdminPrice(property: Pick<Property, 'price' | 'priceType'>): string {
  const rent = property.priceType === 'rent';
  if (property.price === null) return rent ? 'Rent on Request' : 'Price on Request';
  const amount = GBP.format(property.price);
  return rent ? `${amount}/month` : amount;
}
