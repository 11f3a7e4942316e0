import { listingsLoader } from './routes-loader';

// The server reads what the page's hooks read, under the same keys, or the page is read twice.
describe('listingsLoader', () => {
  it('reads homes for sale on /residential unless the query asks for lets', () => {
    expect(listingsLoader({ pathname: '/residential', search: '' })).toEqual([
      { key: '/api/properties?propertyType=residential&priceType=sale&page=1&limit=12' },
    ]);
    expect(
      listingsLoader({ pathname: '/residential', search: '?priceType=rent&maxPrice=1000&page=2' }),
    ).toEqual([
      {
        key: '/api/properties?propertyType=residential&priceType=rent&maxPrice=1000&page=2&limit=12',
      },
    ]);
  });

  it('reads each commercial market on its own path', () => {
    expect(listingsLoader({ pathname: '/commercial-lettings', search: '?subType=retail' })).toEqual(
      [{ key: '/api/properties?propertyType=commercial&priceType=rent&subType=retail' }],
    );
  });
});
