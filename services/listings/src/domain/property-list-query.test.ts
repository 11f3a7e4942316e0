import { RESIDENTIAL_DWELLING_TYPES } from '@reedmere/contracts';
import { DEFAULT_LIST_LIMIT } from '@reedmere/contracts/schemas';
import {
  buildListFilter as build,
  escapeRegex,
  pageOf,
  type ListQuery,
} from './property-list-query';

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

describe('pageOf', () => {
  it('answers the default page without page or limit, never everything', () => {
    expect(pageOf({})).toEqual({ skip: 0, limit: DEFAULT_LIST_LIMIT });
  });
  it('defaults page to 1 and limit to the page size', () => {
    expect(pageOf({ limit: 12 })).toEqual({ skip: 0, limit: 12 });
    expect(pageOf({ page: 3, limit: 10 })).toEqual({ skip: 20, limit: 10 });
    expect(pageOf({ page: 2 })).toEqual({ skip: 12, limit: 12 });
  });
});
