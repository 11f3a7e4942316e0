import { readFilters, writeFilters } from './listing-filters';

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
});

describe('writeFilters', () => {
  it('leaves out empty values and page 1', () => {
    expect(writeFilters({ location: 'Diss', bedrooms: '' }).toString()).toBe('location=Diss');
    expect(writeFilters({ bedrooms: '2' }, 3).toString()).toBe('bedrooms=2&page=3');
  });
});
