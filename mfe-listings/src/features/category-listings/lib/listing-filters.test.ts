import { filterOptions, readFilters, writeFilters } from './listing-filters';

describe('readFilters', () => {
  it('reads the named filters and drops values the selects do not offer', () => {
    const params = new URLSearchParams(
      'location=%20Holt%20&minPrice=100000&maxPrice=123&bedrooms=3&subType=office&other=x',
    );
    expect(readFilters(params, ['location', 'minPrice', 'maxPrice', 'bedrooms'])).toEqual({
      location: 'Holt',
      minPrice: '100000',
      bedrooms: '3',
    });
    expect(readFilters(params, ['subType'])).toEqual({ subType: 'office' });
  });

  it('takes only prices of the market shown: sale prices to buy, monthly rents to rent', () => {
    const params = new URLSearchParams('minPrice=100000&maxPrice=1000');
    expect(readFilters(params, ['minPrice', 'maxPrice'], 'sale')).toEqual({ minPrice: '100000' });
    expect(readFilters(params, ['minPrice', 'maxPrice'], 'rent')).toEqual({ maxPrice: '1000' });
  });
});

describe('filterOptions', () => {
  it('labels rents per calendar month and sale prices plainly', () => {
    expect(filterOptions('maxPrice', 'rent').map((o) => o.label)).toContain('£1,250 pcm');
    expect(filterOptions('maxPrice', 'sale').map((o) => o.label)).toContain('£150,000');
    expect(filterOptions('minPrice', 'rent')[0]).toEqual({ value: '', label: 'No min' });
    expect(filterOptions('bedrooms', 'rent')).toEqual(filterOptions('bedrooms', 'sale'));
  });
});

describe('writeFilters', () => {
  it('leaves out empty values and page 1', () => {
    expect(writeFilters({ location: 'Diss', bedrooms: '' }).toString()).toBe('location=Diss');
    expect(writeFilters({ bedrooms: '2' }, 3).toString()).toBe('bedrooms=2&page=3');
  });

  it('writes renting first and leaves buying, the default, out', () => {
    expect(writeFilters({ bedrooms: '2' }, 2, 'rent').toString()).toBe(
      'priceType=rent&bedrooms=2&page=2',
    );
    expect(writeFilters({ bedrooms: '2' }, 1, 'sale').toString()).toBe('bedrooms=2');
  });
});
