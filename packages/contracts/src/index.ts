export {
  isResidential,
  propertyCategory,
  PROPERTY_CATEGORIES,
  RESIDENTIAL_DWELLING_TYPES,
} from './property-type';
export type { PropertyCategory, ResidentialDwellingType } from './property-type';
