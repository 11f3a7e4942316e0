import { categoryListPath, readReturnTo, referrerList, returnState } from './list-return';

describe('readReturnTo', () => {
  it('names the list a property was opened from, with its query', () => {
    const state = returnState({ pathname: '/residential', search: '?priceType=rent&page=2' });
    expect(readReturnTo(state)).toBe('/residential?priceType=rent&page=2');
    expect(readReturnTo(returnState({ pathname: '/properties', search: '' }))).toBe('/properties');
  });

  it('names nothing for a page that is not a list, or no state', () => {
    expect(readReturnTo(returnState({ pathname: '/', search: '' }))).toBeNull();
    expect(readReturnTo({ returnTo: 'https://elsewhere.example/residential' })).toBeNull();
    expect(readReturnTo({ returnTo: 42 })).toBeNull();
    expect(readReturnTo(null)).toBeNull();
    expect(readReturnTo(undefined)).toBeNull();
  });
});

describe('referrerList', () => {
  const origin = 'https://www.reedmere.example';

  it('names the list of this site the page was loaded from, with its query', () => {
    expect(referrerList(`${origin}/residential?page=2`, origin, 3)).toBe('/residential?page=2');
    expect(referrerList(`${origin}/commercial-sales`, origin, 2)).toBe('/commercial-sales');
  });

  it('names nothing from another site, another page, no referrer or a new tab', () => {
    expect(referrerList('https://elsewhere.example/residential', origin, 3)).toBeNull();
    expect(referrerList(`${origin}/`, origin, 3)).toBeNull();
    expect(referrerList(`${origin}/news`, origin, 3)).toBeNull();
    expect(referrerList('', origin, 3)).toBeNull();
    expect(referrerList('not a url', origin, 3)).toBeNull();
    expect(referrerList(`${origin}/residential`, origin, 1)).toBeNull();
  });
});

describe('categoryListPath', () => {
  it('is the list of the property’s own kind and market', () => {
    expect(categoryListPath({ propertyType: 'Cottage', priceType: 'sale' })).toBe('/residential');
    expect(categoryListPath({ propertyType: 'residential', priceType: 'rent' })).toBe(
      '/residential?priceType=rent',
    );
    expect(categoryListPath({ propertyType: 'commercial', priceType: 'sale' })).toBe(
      '/commercial-sales',
    );
    expect(categoryListPath({ propertyType: 'Warehouse', priceType: 'rent' })).toBe(
      '/commercial-lettings',
    );
  });
});
