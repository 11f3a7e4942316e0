import {
  COMMERCIAL_SUB_TYPES,
  COUNCIL_TAX_BANDS,
  EPC_RATINGS,
  PRICE_TYPES,
  PROPERTY_CATEGORIES,
  RESIDENTIAL_DWELLING_TYPES,
  TENURES,
  type Property,
  type PropertyInput,
  type PropertyStatus,
} from '@reedmere/contracts';
import { fixedChoices, keysOf, type SharedField } from '../../../shared/field-table/field-kinds';
import {
  QUALIFIER_LABELS,
  type QualifierChoice,
  qualifierChoices,
  STATUS_LABELS,
  statusChoices,
  SUB_TYPE_LABELS,
  TENURE_LABELS,
} from './property-choices';
import { storedCategory, storedDwellingType } from './stored-property-type';

/** The server's limits (packages/contracts/src/schemas/property.ts), mirrored in the form. */
export const PROPERTY_LIMITS = {
  text: 200,
  description: 50_000,
  features: 40,
  featureLength: 120,
  yieldMax: 100,
  images: 60,
} as const;

/** The form's sections, in their order on screen. */
export const PROPERTY_SECTIONS = [
  'Details',
  'Price',
  'Size and rooms',
  'Material information',
  'Features and links',
  'Documents',
] as const;
export type PropertySection = (typeof PROPERTY_SECTIONS)[number];

/** A property's own kind: a stored document's address, chosen by upload. */
export interface DocumentField {
  kind: 'document';
  label: string;
  documentType: 'brochure' | 'floorplan';
}

/** A field of the property form, in the section it is shown in; the gallery comes after them. */
export type PropertyField = (SharedField<Property> | DocumentField) & {
  section?: PropertySection;
};

const notSet = { value: '', label: 'Not set' } as const;
const leaseholdsOnly = 'Leaseholds only';

/**
 * Every field of a property in the admin form, in order on screen: how it is shown, checked,
 * read from the stored record and sent. A field of `Property` the admin edits is added here; its
 * form value, control, checks and place in the body follow from its entry.
 */
export const PROPERTY_FIELDS = {
  title: {
    kind: 'text',
    label: 'Title',
    required: 'Title is required',
    max: PROPERTY_LIMITS.text,
    section: 'Details',
    wide: true,
  },
  address: {
    kind: 'text',
    label: 'Address',
    required: 'Address is required',
    max: PROPERTY_LIMITS.text,
    section: 'Details',
  },
  location: {
    kind: 'text',
    label: 'Location',
    required: 'Location is required',
    max: PROPERTY_LIMITS.text,
    section: 'Details',
    helperText: 'Town or area',
  },
  propertyType: {
    kind: 'choice',
    label: 'Property type',
    section: 'Details',
    choices: fixedChoices(PROPERTY_CATEGORIES),
    labels: { residential: 'Residential', commercial: 'Commercial' },
    fromStored: storedCategory,
  },
  dwellingType: {
    kind: 'choice',
    label: 'Dwelling type',
    section: 'Details',
    choices: fixedChoices(RESIDENTIAL_DWELLING_TYPES),
    none: notSet,
    onlyWhen: { field: 'propertyType', is: 'residential' },
    fromStored: storedDwellingType,
  },
  subType: {
    kind: 'choice',
    label: 'Commercial sub-type',
    section: 'Details',
    choices: fixedChoices(COMMERCIAL_SUB_TYPES),
    labels: SUB_TYPE_LABELS,
    none: notSet,
    onlyWhen: { field: 'propertyType', is: 'commercial' },
  },
  status: {
    kind: 'choice',
    label: 'Status',
    section: 'Details',
    choices: (current) => statusChoices(current as PropertyStatus),
    labels: STATUS_LABELS,
  },
  description: {
    kind: 'richText',
    label: 'Description',
    section: 'Details',
    limit: { length: PROPERTY_LIMITS.description, message: 'The description is too long' },
    headings: [3],
  },
  price: {
    kind: 'number',
    label: 'Price (£)',
    name: 'Price',
    section: 'Price',
    helperText: 'Leave empty for Price on Request',
    belowZero: 'Price must be positive',
  },
  priceType: {
    kind: 'choice',
    label: 'Price type',
    section: 'Price',
    choices: fixedChoices(PRICE_TYPES),
    labels: { sale: 'For sale', rent: 'To let (per month)' },
  },
  priceQualifier: {
    kind: 'choice',
    label: 'Price qualifier',
    section: 'Price',
    choices: (current) => qualifierChoices(current as QualifierChoice),
    labels: QUALIFIER_LABELS,
    none: { value: 'none', label: QUALIFIER_LABELS.none },
  },
  pricePerSqFt: {
    kind: 'number',
    label: 'Price per m² (£)',
    name: 'Price per m²',
    section: 'Price',
  },
  investmentYield: {
    kind: 'number',
    label: 'Investment yield (%)',
    name: 'Investment yield',
    section: 'Price',
    max: PROPERTY_LIMITS.yieldMax,
  },
  deposit: {
    kind: 'number',
    label: 'Deposit (£)',
    name: 'Deposit',
    section: 'Price',
    helperText: 'Lettings only',
  },
  bedrooms: {
    kind: 'number',
    label: 'Bedrooms',
    name: 'Bedrooms',
    section: 'Size and rooms',
    integer: true,
  },
  bathrooms: {
    kind: 'number',
    label: 'Bathrooms',
    name: 'Bathrooms',
    section: 'Size and rooms',
    integer: true,
  },
  area: { kind: 'number', label: 'Area (m²)', name: 'Area', section: 'Size and rooms' },
  councilTaxBand: {
    kind: 'choice',
    label: 'Council tax band',
    section: 'Material information',
    choices: fixedChoices(COUNCIL_TAX_BANDS),
    none: notSet,
  },
  tenure: {
    kind: 'choice',
    label: 'Tenure',
    section: 'Material information',
    choices: fixedChoices(TENURES),
    labels: TENURE_LABELS,
    none: notSet,
  },
  leaseYearsRemaining: {
    kind: 'number',
    label: 'Lease years remaining',
    name: 'Lease years remaining',
    section: 'Material information',
    integer: true,
    helperText: leaseholdsOnly,
  },
  groundRent: {
    kind: 'number',
    label: 'Ground rent (£ a year)',
    name: 'Ground rent',
    section: 'Material information',
    helperText: leaseholdsOnly,
  },
  serviceCharge: {
    kind: 'number',
    label: 'Service charge (£ a year)',
    name: 'Service charge',
    section: 'Material information',
    helperText: leaseholdsOnly,
  },
  epcCurrent: {
    kind: 'choice',
    label: 'EPC rating (current)',
    section: 'Material information',
    choices: fixedChoices(EPC_RATINGS),
    none: notSet,
  },
  epcPotential: {
    kind: 'choice',
    label: 'EPC rating (potential)',
    section: 'Material information',
    choices: fixedChoices(EPC_RATINGS),
    none: notSet,
  },
  features: {
    kind: 'chips',
    label: 'Features',
    helperText: 'Press Enter after each feature, or separate them with commas',
    section: 'Features and links',
    max: PROPERTY_LIMITS.features,
    tooMany: `At most ${PROPERTY_LIMITS.features} features`,
    maxLength: PROPERTY_LIMITS.featureLength,
    tooLong: `Each feature must be ${PROPERTY_LIMITS.featureLength} characters or fewer`,
    collapseSpaces: true,
  },
  virtualTourUrl: { kind: 'link', label: 'Virtual tour URL', section: 'Features and links' },
  rightmoveUrl: { kind: 'link', label: 'Rightmove URL', section: 'Features and links' },
  brochureUrl: {
    kind: 'document',
    label: 'Brochure',
    section: 'Documents',
    documentType: 'brochure',
  },
  floorPlanUrl: {
    kind: 'document',
    label: 'Floor plan',
    section: 'Documents',
    documentType: 'floorplan',
  },
  images: {
    kind: 'gallery',
    label: 'Images',
    helperText: 'The first image is the main one. Drag or use the keyboard to reorder.',
    max: PROPERTY_LIMITS.images,
  },
  isHidden: { kind: 'kept' },
  isUnderOffer: { kind: 'kept' },
  // Exactly the fields of the body the form sends.
} as const satisfies Record<keyof PropertyInput, PropertyField>;

export type PropertyFieldKey = keyof typeof PROPERTY_FIELDS;

/** The fields in their order on screen. */
export const PROPERTY_FIELD_KEYS = keysOf(PROPERTY_FIELDS);
