import { listingsLoader } from './routes-loader';

// The server reads what the page's hooks read, under the same keys, or the page is read twice.
describe('listingsLoader', () => {
  it('reads the page and the type of /properties from its URL, 12 a page, counted', () => {
    expect(listingsLoader({ pathname: '/properties', search: '' })).toEqual([
      { key: '/api/properties?page=1&limit=12', counted: true },
    ]);
    expect(
      listingsLoader({ pathname: '/properties', search: '?page=2&type=commercial-lettings' }),
    ).toEqual([
      {
        key: '/api/properties?propertyType=commercial&priceType=rent&page=2&limit=12',
        counted: true,
      },
    ]);
    expect(listingsLoader({ pathname: '/properties', search: '?type=residential&page=5' })).toEqual(
      [
        {
          key: '/api/properties?propertyType=residential&priceType=sale&page=5&limit=12',
          counted: true,
        },
      ],
    );
  });

  it('reads homes for sale on /residential unless the query asks for lets', () => {
    expect(listingsLoader({ pathname: '/residential', search: '' })).toEqual([
      {
        key: '/api/properties?propertyType=residential&priceType=sale&page=1&limit=12',
        counted: true,
      },
    ]);
    expect(
      listingsLoader({ pathname: '/residential', search: '?priceType=rent&maxPrice=1000&page=2' }),
    ).toEqual([
      {
        key: '/api/properties?propertyType=residential&priceType=rent&maxPrice=1000&page=2&limit=12',
        counted: true,
      },
    ]);
  });

  it('reads each commercial market on its own path, a page at a time', () => {
    expect(listingsLoader({ pathname: '/commercial-lettings', search: '?subType=retail' })).toEqual(
      [
        {
          key: '/api/properties?propertyType=commercial&priceType=rent&subType=retail&page=1&limit=12',
          counted: true,
        },
      ],
    );
    expect(listingsLoader({ pathname: '/commercial-sales', search: '?page=3' })).toEqual([
      {
        key: '/api/properties?propertyType=commercial&priceType=sale&page=3&limit=12',
        counted: true,
      },
    ]);
  });

  it('reads the property of a property page, and nothing elsewhere', () => {
    expect(listingsLoader({ pathname: '/property/a b', search: '' })).toEqual([
      { key: '/api/properties/a%20b', subject: true },
    ]);
    expect(listingsLoader({ pathname: '/nowhere', search: '?page=2' })).toEqual([]);
  });
});
