import { filterProperties, isFiltering, NO_FILTER, resultCountText } from './property-filter';
import { testProperty } from './test-property';

const HOUSE = testProperty();
const FLAT_TO_LET = testProperty({
  id: 'p2',
  title: 'Riverside flat',
  address: '4 Quay Street',
  location: 'Norwich',
  priceType: 'rent',
  propertyType: 'Flat',
  status: 'let',
});
const SHOP = testProperty({
  id: 'p3',
  title: 'Corner shop',
  address: '1 Market Place',
  location: null,
  propertyType: 'commercial',
  isHidden: true,
  isUnderOffer: true,
});
const ALL = [HOUSE, FLAT_TO_LET, SHOP];
const ids = (filtered: { id: string }[]) => filtered.map((property) => property.id);

describe('filterProperties', () => {
  it('lets everything through without a filter', () => {
    expect(ids(filterProperties(ALL, NO_FILTER))).toEqual(['p1', 'p2', 'p3']);
    expect(isFiltering(NO_FILTER)).toBe(false);
  });

  it('finds words in the title, address or location, in any case and order', () => {
    const search = (text: string) => ids(filterProperties(ALL, { ...NO_FILTER, text }));
    expect(search('RIVERSIDE')).toEqual(['p2']);
    expect(search('quay')).toEqual(['p2']);
    expect(search('dereham house')).toEqual(['p1']);
    expect(search('  market  ')).toEqual(['p3']);
    expect(search('norwich shop')).toEqual([]);
    expect(isFiltering({ ...NO_FILTER, text: ' ' })).toBe(false);
  });

  it('narrows by buy or rent, and by category with dwelling types counted as residential', () => {
    expect(ids(filterProperties(ALL, { ...NO_FILTER, market: 'rent' }))).toEqual(['p2']);
    expect(ids(filterProperties(ALL, { ...NO_FILTER, category: 'residential' }))).toEqual([
      'p1',
      'p2',
    ]);
    expect(ids(filterProperties(ALL, { ...NO_FILTER, category: 'commercial' }))).toEqual(['p3']);
  });

  it('narrows by status, under offer by its flag too, and by whether it is hidden', () => {
    expect(ids(filterProperties(ALL, { ...NO_FILTER, status: 'let' }))).toEqual(['p2']);
    expect(ids(filterProperties(ALL, { ...NO_FILTER, status: 'under_offer' }))).toEqual(['p3']);
    expect(ids(filterProperties(ALL, { ...NO_FILTER, visibility: 'hidden' }))).toEqual(['p3']);
    expect(ids(filterProperties(ALL, { ...NO_FILTER, visibility: 'shown' }))).toEqual(['p1', 'p2']);
  });
});

describe('resultCountText', () => {
  it('gives the total, or how many of it are shown', () => {
    expect(resultCountText(32, 32)).toBe('32 properties');
    expect(resultCountText(1, 1)).toBe('1 property');
    expect(resultCountText(3, 32)).toBe('Showing 3 of 32 properties');
    expect(resultCountText(0, 32)).toBe('Showing 0 of 32 properties');
  });
});
