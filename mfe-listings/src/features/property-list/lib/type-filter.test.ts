import { makeAlertSearch } from '@reedmere/contracts/testing';
import { alertSearchOfType, parseTypeFilter, propertyListKey } from './type-filter';

const keyOf = (search: string) => propertyListKey(new URLSearchParams(search));

describe('propertyListKey', () => {
  it('asks for one page of 12 of everything for All Types', () => {
    expect(keyOf('')).toBe('/api/properties?page=1&limit=12');
    expect(keyOf('?page=3')).toBe('/api/properties?page=3&limit=12');
  });
  it('sends each type as the category and the market the API filters by', () => {
    expect(keyOf('?type=residential')).toBe(
      '/api/properties?propertyType=residential&priceType=sale&page=1&limit=12',
    );
    expect(keyOf('?type=commercial-sales&page=2')).toBe(
      '/api/properties?propertyType=commercial&priceType=sale&page=2&limit=12',
    );
    expect(keyOf('?page=4&type=commercial-lettings')).toBe(
      '/api/properties?propertyType=commercial&priceType=rent&page=4&limit=12',
    );
  });
  it('reads an unknown type as All Types and a bad page as page 1', () => {
    expect(keyOf('?type=nonsense&page=-2')).toBe('/api/properties?page=1&limit=12');
    expect(keyOf('?page=2.5')).toBe('/api/properties?page=1&limit=12');
  });
  it('falls back to all for unknown values', () => {
    expect(parseTypeFilter('nonsense')).toBe('all');
    expect(parseTypeFilter(null)).toBe('all');
    expect(parseTypeFilter('commercial-sales')).toBe('commercial-sales');
  });
});

describe('alertSearchOfType', () => {
  it('names a category and a market for each choice but All Types', () => {
    expect(alertSearchOfType('all')).toBeNull();
    expect(alertSearchOfType('residential')).toEqual(
      makeAlertSearch({ category: 'residential', priceType: 'sale' }),
    );
    expect(alertSearchOfType('commercial-sales')).toEqual(
      makeAlertSearch({ category: 'commercial', priceType: 'sale' }),
    );
    expect(alertSearchOfType('commercial-lettings')).toEqual(
      makeAlertSearch({ category: 'commercial', priceType: 'rent' }),
    );
  });
});
