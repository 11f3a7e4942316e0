import { formatAdminPrice } from './format-price';

describe('formatAdminPrice', () => {
  it('shows pounds without decimals', () => {
    expect(formatAdminPrice({ price: 325000, priceType: 'sale' })).toBe('£325,000');
    expect(formatAdminPrice({ price: 99.6, priceType: 'sale' })).toBe('£100');
  });

  it('adds /month for rent', () => {
    expect(formatAdminPrice({ price: 950, priceType: 'rent' })).toBe('£950/month');
  });

  it('says on request when there is no price', () => {
    expect(formatAdminPrice({ price: null, priceType: 'sale' })).toBe('Price on Request');
    expect(formatAdminPrice({ price: null, priceType: 'rent' })).toBe('Rent on Request');
  });
});
