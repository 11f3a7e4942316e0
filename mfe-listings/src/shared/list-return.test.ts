import { followedLinkState } from '@reedmere/contracts';
import { categoryListPath, readReturnTo } from './list-return';

describe('readReturnTo', () => {
  it('names the list a property was opened from, with its query', () => {
    const state = followedLinkState({ pathname: '/residential', search: '?priceType=rent&page=2' });
    expect(readReturnTo(state)).toBe('/residential?priceType=rent&page=2');
    expect(readReturnTo(followedLinkState({ pathname: '/properties', search: '' }))).toBe(
      '/properties',
    );
  });

  it('names nothing for a page that is not a list, or no state', () => {
    expect(readReturnTo(followedLinkState({ pathname: '/', search: '' }))).toBeNull();
    expect(readReturnTo({ followedFrom: 'https://elsewhere.example/residential' })).toBeNull();
    expect(readReturnTo({ followedFrom: 42 })).toBeNull();
    expect(readReturnTo(null)).toBeNull();
    expect(readReturnTo(undefined)).toBeNull();
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
