import {
  COMMERCIAL_SUB_TYPES,
  COUNCIL_TAX_BANDS,
  EPC_RATINGS,
  PRICE_TYPES,
  PROPERTY_CATEGORIES,
  RESIDENTIAL_DWELLING_TYPES,
  TENURES,
  type Property,
  type PropertyCategory,
  type PropertyInput,
  type PropertyStatus,
} from '@reedmere/contracts';
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

interface Shown {
  label: string;
  section: PropertySection;
  helperText?: string;
}

/** Required text, trimmed; `required` is the message when it is left empty. */
export interface RequiredTextField extends Shown {
  kind: 'text';
  required: string;
  /** The name the length message gives it. */
  name: string;
  wide?: boolean;
}

/** Text typed as the number it is sent as, or null when empty. */
export interface NumberField extends Shown {
  kind: 'number';
  /** The name the messages give it ("Bedrooms must be a whole number"). */
  name: string;
  integer?: boolean;
  max?: number;
  /** The message for a value below 0, when not "<name> must be 0 or more". */
  belowZero?: string;
}

/**
 * One of a list, as a native select. With `none`, the form's value `none.value` stands for null
 * and is offered as `none.label`. `choices` are given the stored value, so one the admin may no
 * longer pick is kept when editing. `onlyFor` shows the field, and sends its value, only for
 * that kind of property.
 */
export interface ChoiceField extends Shown {
  kind: 'choice';
  choices: (current: string) => readonly string[];
  labels?: Readonly<Record<string, string>>;
  none?: { value: '' | 'none'; label: string };
  onlyFor?: PropertyCategory;
  /** Reads the stored record when its field is not the form's value as it is. */
  fromStored?: (property: Property) => string;
}

/** An optional web address or site path, null when empty. */
export interface LinkField extends Shown {
  kind: 'link';
}

/** A stored document's address, chosen by upload. */
export interface DocumentField extends Shown {
  kind: 'document';
  documentType: 'brochure' | 'floorplan';
}

/**
 * Fields with their own control in the form: the rich text and the feature chips, in their
 * section; the gallery, after the sections.
 */
export interface OwnControlField {
  kind: 'richText' | 'features' | 'images';
  section?: PropertySection;
}

/** Kept from the stored record and sent back unchanged: the list's toggles set them. */
export interface KeptField {
  kind: 'kept';
}

export type PropertyField =
  | RequiredTextField
  | NumberField
  | ChoiceField
  | LinkField
  | DocumentField
  | OwnControlField
  | KeptField;

/** Choices that do not depend on the stored value; their type is the form value's. */
const fixed =
  <Choice extends string>(values: readonly Choice[]) =>
  (): readonly Choice[] =>
    values;
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
    name: 'Title',
    required: 'Title is required',
    section: 'Details',
    wide: true,
  },
  address: {
    kind: 'text',
    label: 'Address',
    name: 'Address',
    required: 'Address is required',
    section: 'Details',
  },
  location: {
    kind: 'text',
    label: 'Location',
    name: 'Location',
    required: 'Location is required',
    section: 'Details',
    helperText: 'Town or area',
  },
  propertyType: {
    kind: 'choice',
    label: 'Property type',
    section: 'Details',
    choices: fixed(PROPERTY_CATEGORIES),
    labels: { residential: 'Residential', commercial: 'Commercial' },
    fromStored: storedCategory,
  },
  dwellingType: {
    kind: 'choice',
    label: 'Dwelling type',
    section: 'Details',
    choices: fixed(RESIDENTIAL_DWELLING_TYPES),
    none: notSet,
    onlyFor: 'residential',
    fromStored: storedDwellingType,
  },
  subType: {
    kind: 'choice',
    label: 'Commercial sub-type',
    section: 'Details',
    choices: fixed(COMMERCIAL_SUB_TYPES),
    labels: SUB_TYPE_LABELS,
    none: notSet,
    onlyFor: 'commercial',
  },
  status: {
    kind: 'choice',
    label: 'Status',
    section: 'Details',
    choices: (current) => statusChoices(current as PropertyStatus),
    labels: STATUS_LABELS,
  },
  description: { kind: 'richText', section: 'Details' },
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
    choices: fixed(PRICE_TYPES),
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
    choices: fixed(COUNCIL_TAX_BANDS),
    none: notSet,
  },
  tenure: {
    kind: 'choice',
    label: 'Tenure',
    section: 'Material information',
    choices: fixed(TENURES),
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
    choices: fixed(EPC_RATINGS),
    none: notSet,
  },
  epcPotential: {
    kind: 'choice',
    label: 'EPC rating (potential)',
    section: 'Material information',
    choices: fixed(EPC_RATINGS),
    none: notSet,
  },
  features: { kind: 'features', section: 'Features and links' },
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
  images: { kind: 'images' },
  isHidden: { kind: 'kept' },
  isUnderOffer: { kind: 'kept' },
  // Exactly the fields of the body the form sends.
} as const satisfies Record<keyof PropertyInput, PropertyField>;

export type PropertyFieldKey = keyof typeof PROPERTY_FIELDS;

/** The kinds drawn as one text field or native select each. */
const PLAIN_KINDS = ['text', 'number', 'choice', 'link'] as const;
export type PlainField = Extract<PropertyField, { kind: (typeof PLAIN_KINDS)[number] }>;
export type PlainFieldKey = {
  [K in PropertyFieldKey]: (typeof PROPERTY_FIELDS)[K] extends PlainField ? K : never;
}[PropertyFieldKey];

export const isPlainField = (key: PropertyFieldKey): key is PlainFieldKey =>
  (PLAIN_KINDS as readonly string[]).includes(PROPERTY_FIELDS[key].kind);

/** The fields in their order on screen. */
export const PROPERTY_FIELD_KEYS = Object.keys(PROPERTY_FIELDS) as PropertyFieldKey[];
