import { RESIDENTIAL_DWELLING_TYPES } from '@reedmere/contracts';
import type { ListQuery } from '../domain/property-list-query';
import { buildListFilter as build, escapeRegex } from './property-list-filter';

// The trusted markers are symbols, which the database never sees; compare what is sent.
const buildListFilter = (query: ListQuery) => JSON.parse(JSON.stringify(build(query)));

describe('buildListFilter', () => {
  it('shows only visible properties unless includeHidden', () => {
    expect(buildListFilter({})).toEqual({ isHidden: false });
    expect(buildListFilter({ includeHidden: true })).toEqual({});
  });

  it('builds each filter from the validated values', () => {
    expect(
      buildListFilter({
        priceType: 'sale',
        propertyType: 'residential',
        subType: 'office',
        location: 'Holt',
        minPrice: 1,
        maxPrice: 2,
        bedrooms: 3,
        bathrooms: 4,
      }),
    ).toEqual({
      isHidden: false,
      priceType: 'sale',
      propertyType: { $in: ['residential', ...RESIDENTIAL_DWELLING_TYPES] },
      subType: 'office',
      $or: [
        { location: { $regex: 'Holt', $options: 'i' } },
        { address: { $regex: 'Holt', $options: 'i' } },
      ],
      price: { $gte: 1, $lte: 2 },
      bedrooms: { $gte: 3 },
      bathrooms: { $gte: 4 },
    });
    expect(buildListFilter({ propertyType: 'commercial' }).propertyType).toEqual({
      $nin: ['residential', ...RESIDENTIAL_DWELLING_TYPES],
    });
  });

  it('neutralises an operator object that slipped past validation', () => {
    const filter = buildListFilter({ priceType: { $ne: 'x' } as never });
    expect(filter.priceType).toEqual({ $eq: { $ne: 'x' } });
  });
});

describe('escapeRegex', () => {
  it('escapes every pattern character', () => {
    const text = 'a.*+?^${}()|[]\\b';
    expect(new RegExp(escapeRegex(text)).test(text)).toBe(true);
    expect(new RegExp(escapeRegex('a.c')).test('abc')).toBe(false);
  });
});
