import { describeAlertSearch } from './alerts';
import { makeAlertSearch } from './testing';

describe('describeAlertSearch', () => {
  it('words a search as the sign-up form, the e-mails and the admin list show it', () => {
    expect(
      describeAlertSearch(
        makeAlertSearch({ location: 'Norwich', minPrice: 200000, maxPrice: 350000, bedrooms: 3 }),
      ),
    ).toBe('Homes for sale in Norwich, £200,000–£350,000, 3+ bedrooms');
    expect(describeAlertSearch(makeAlertSearch({ priceType: 'rent', maxPrice: 1200 }))).toBe(
      'Homes to let, up to £1,200 pcm',
    );
    expect(
      describeAlertSearch(
        makeAlertSearch({ category: 'commercial', location: 'Dereham', minPrice: 150000 }),
      ),
    ).toBe('Commercial property for sale in Dereham, from £150,000');
    expect(
      describeAlertSearch(makeAlertSearch({ category: 'commercial', priceType: 'rent' })),
    ).toBe('Commercial property to let');
    expect(describeAlertSearch(makeAlertSearch({ bedrooms: 1 }))).toBe(
      'Homes for sale, 1+ bedroom',
    );
  });
});
