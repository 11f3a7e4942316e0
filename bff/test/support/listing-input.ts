/** A listing as the admin's form sends it: valid, visible and for sale; `overrides` change any field. */
export const listingInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Flint cottage',
  description: '<p>Two bedrooms near the river.</p>',
  address: '1 Mill Lane',
  location: 'Wymondham',
  price: 250000,
  priceType: 'sale',
  propertyType: 'residential',
  ...overrides,
});
