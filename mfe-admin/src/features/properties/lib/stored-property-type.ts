import {
  propertyCategory,
  RESIDENTIAL_DWELLING_TYPES,
  type Property,
  type PropertyCategory,
  type ResidentialDwellingType,
} from '@reedmere/contracts';

/** Residential or commercial, whatever finer type a feed stored as the property type. */
export const storedCategory = (property: Property): PropertyCategory =>
  propertyCategory(property.propertyType);

/** Feeds may store a dwelling type ('House') as propertyType: keep it as the dwelling type. */
export function storedDwellingType(property: Property): '' | ResidentialDwellingType {
  if (property.dwellingType) return property.dwellingType;
  const match = RESIDENTIAL_DWELLING_TYPES.find(
    (type) => type.toLowerCase() === property.propertyType.trim().toLowerCase(),
  );
  return match ?? '';
}
