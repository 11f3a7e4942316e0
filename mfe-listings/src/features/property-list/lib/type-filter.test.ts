import type { Property } from '@reedmere/contracts';
import { alertSearchOfType, filterByType, parseTypeFilter } from './type-filter';

const p = (id: string, propertyType: string, priceType: 'sale' | 'rent') =>
  ({ id, propertyType, priceType }) as Property;

const all = [
  p('house', 'Detached House', 'sale'),
  p('res', 'residential', 'sale'),
  p('flat-let', 'Flat', 'rent'),
  p('shop', 'commercial', 'sale'),
  p('office', 'Office', 'sale'),
  p('unit-let', 'commercial', 'rent'),
];
const ids = (list: Property[]) => list.map((x) => x.id);

describe('filterByType', () => {
  it('keeps everything for All Types', () => {
    expect(ids(filterByType(all, 'all'))).toHaveLength(6);
  });
  it('maps residential to sale + residential, counting dwelling types', () => {
    expect(ids(filterByType(all, 'residential'))).toEqual(['house', 'res']);
  });
  it('maps commercial-sales to sale + anything not residential', () => {
    expect(ids(filterByType(all, 'commercial-sales'))).toEqual(['shop', 'office']);
  });
  it('maps commercial-lettings to rent + commercial', () => {
    expect(ids(filterByType(all, 'commercial-lettings'))).toEqual(['unit-let']);
  });
  it('falls back to all for unknown values', () => {
    expect(parseTypeFilter('nonsense')).toBe('all');
    expect(parseTypeFilter(null)).toBe('all');
    expect(parseTypeFilter('commercial-sales')).toBe('commercial-sales');
  });
});

describe('alertSearchOfType', () => {
  it('names a category and a market for each choice but All Types', () => {
    const none = { location: null, minPrice: null, maxPrice: null, bedrooms: null };
    expect(alertSearchOfType('all')).toBeNull();
    expect(alertSearchOfType('residential')).toEqual({
      category: 'residential',
      priceType: 'sale',
      ...none,
    });
    expect(alertSearchOfType('commercial-sales')).toEqual({
      category: 'commercial',
      priceType: 'sale',
      ...none,
    });
    expect(alertSearchOfType('commercial-lettings')).toEqual({
      category: 'commercial',
      priceType: 'rent',
      ...none,
    });
  });
});
