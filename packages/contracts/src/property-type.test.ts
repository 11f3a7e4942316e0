import { isResidential, propertyCategory, RESIDENTIAL_DWELLING_TYPES } from './property-type';

describe('isResidential', () => {
  it('treats the category value "residential" as residential', () => {
    expect(isResidential('residential')).toBe(true);
  });

  it.each([...RESIDENTIAL_DWELLING_TYPES])('treats the dwelling type %s as residential', (type) => {
    expect(isResidential(type)).toBe(true);
  });

  it('lists exactly the nine dwelling types', () => {
    expect(RESIDENTIAL_DWELLING_TYPES).toEqual([
      'House',
      'Flat',
      'Bungalow',
      'Apartment',
      'Terraced House',
      'Detached House',
      'Semi-Detached House',
      'Maisonette',
      'Cottage',
    ]);
  });

  it('ignores case and stray whitespace from listing feeds', () => {
    expect(isResidential('semi-detached house ')).toBe(true);
    expect(isResidential('  Terraced   House')).toBe(true);
    expect(isResidential('RESIDENTIAL')).toBe(true);
  });

  it.each(['commercial', 'Office', 'Retail', 'Warehouse', 'Industrial', 'Land', 'Houseboat', ''])(
    'treats %p as commercial',
    (type) => {
      expect(isResidential(type)).toBe(false);
    },
  );

  it('treats a missing type as commercial', () => {
    expect(isResidential(undefined)).toBe(false);
    expect(isResidential(null)).toBe(false);
  });
});

describe('propertyCategory', () => {
  it('maps dwelling types to residential and everything else to commercial', () => {
    expect(propertyCategory('Cottage')).toBe('residential');
    expect(propertyCategory('residential')).toBe('residential');
    expect(propertyCategory('Shop')).toBe('commercial');
    expect(propertyCategory(undefined)).toBe('commercial');
  });
});
