import {
  ADMIN_PRICE_QUALIFIERS,
  ADMIN_PROPERTY_STATUSES,
  propertyCategory,
  RESIDENTIAL_DWELLING_TYPES,
  type CommercialSubType,
  type CouncilTaxBand,
  type EpcRating,
  type PriceQualifier,
  type PriceType,
  type Property,
  type PropertyCategory,
  type PropertyInput,
  type PropertyStatus,
  type ResidentialDwellingType,
  type Tenure,
} from '@reedmere/contracts';
import { galleryFromUrls, type GalleryItem } from '../../../shared/images/gallery-item';

/** 'none' stands for no qualifier in the select; it is sent as null. */
export type QualifierChoice = 'none' | PriceQualifier;

/**
 * The form keeps numbers as the text typed, and optional choices as '' for none, so an empty
 * field can be told apart from 0. Images are the gallery's items; held ones are uploaded on save.
 */
export interface PropertyFormValues {
  title: string;
  description: string;
  address: string;
  location: string;
  price: string;
  priceType: PriceType;
  priceQualifier: QualifierChoice;
  propertyType: PropertyCategory;
  dwellingType: '' | ResidentialDwellingType;
  subType: '' | CommercialSubType;
  bedrooms: string;
  bathrooms: string;
  area: string;
  pricePerSqFt: string;
  investmentYield: string;
  features: string[];
  virtualTourUrl: string;
  rightmoveUrl: string;
  brochureUrl: string;
  floorPlanUrl: string;
  status: PropertyStatus;
  councilTaxBand: '' | CouncilTaxBand;
  tenure: '' | Tenure;
  leaseYearsRemaining: string;
  groundRent: string;
  serviceCharge: string;
  deposit: string;
  epcCurrent: '' | EpcRating;
  epcPotential: '' | EpcRating;
  // Set by the list's toggles, not the form; kept so saving an edit does not reset them.
  isHidden: boolean;
  isUnderOffer: boolean;
  images: GalleryItem[];
}

export type PropertyFormErrors = Partial<Record<keyof PropertyFormValues, string>>;

/** The server's limits (packages/contracts/src/schemas/property.ts), mirrored in the form. */
export const PROPERTY_LIMITS = {
  text: 200,
  description: 50_000,
  features: 40,
  featureLength: 120,
  yieldMax: 100,
  images: 60,
} as const;

/** Field order on screen: the first invalid one gets the focus. */
export const FORM_FIELD_ORDER: readonly (keyof PropertyFormValues)[] = [
  'title',
  'address',
  'location',
  'price',
  'bedrooms',
  'bathrooms',
  'area',
  'pricePerSqFt',
  'investmentYield',
  'leaseYearsRemaining',
  'groundRent',
  'serviceCharge',
  'deposit',
  'features',
  'virtualTourUrl',
  'rightmoveUrl',
  'description',
];

export const QUALIFIER_LABELS: Record<QualifierChoice, string> = {
  none: 'None',
  offers_in_excess_of: 'Offers in excess of',
  oieo: 'Offers in excess of',
  offers_in_region_of: 'Offers in the region of',
  oiro: 'Offers in the region of',
  guide: 'Guide price',
  from: 'From',
  poa: 'Price on application',
};

export const STATUS_LABELS: Record<PropertyStatus, string> = {
  available: 'Available',
  sold: 'Sold',
  let: 'Let',
  under_offer: 'Under Offer',
};

export const SUB_TYPE_LABELS: Record<CommercialSubType, string> = {
  office: 'Office',
  industrial: 'Industrial',
  retail: 'Retail',
  warehouse: 'Warehouse',
  mixed_use: 'Mixed use',
};

export const TENURE_LABELS: Record<Tenure, string> = {
  freehold: 'Freehold',
  leasehold: 'Leasehold',
  share_of_freehold: 'Share of freehold',
  commonhold: 'Commonhold',
};

/** The qualifier choices: the admin's three, plus a stored other one so editing keeps it. */
export function qualifierChoices(current: QualifierChoice): QualifierChoice[] {
  const choices: QualifierChoice[] = ['none', ...ADMIN_PRICE_QUALIFIERS];
  return choices.includes(current) ? choices : [...choices, current];
}

/** The status choices: available, sold, let, plus under_offer when the stored one is. */
export function statusChoices(current: PropertyStatus): PropertyStatus[] {
  const choices: PropertyStatus[] = [...ADMIN_PROPERTY_STATUSES];
  return choices.includes(current) ? choices : [...choices, current];
}

export const emptyPropertyForm = (): PropertyFormValues => ({
  title: '',
  description: '',
  address: '',
  location: '',
  price: '',
  priceType: 'sale',
  priceQualifier: 'none',
  propertyType: 'residential',
  dwellingType: '',
  subType: '',
  bedrooms: '',
  bathrooms: '',
  area: '',
  pricePerSqFt: '',
  investmentYield: '',
  features: [],
  virtualTourUrl: '',
  rightmoveUrl: '',
  brochureUrl: '',
  floorPlanUrl: '',
  status: 'available',
  councilTaxBand: '',
  tenure: '',
  leaseYearsRemaining: '',
  groundRent: '',
  serviceCharge: '',
  deposit: '',
  epcCurrent: '',
  epcPotential: '',
  isHidden: false,
  isUnderOffer: false,
  images: [],
});

const numberText = (value: number | null): string => (value === null ? '' : String(value));

/** Feeds may store a dwelling type ('House') as propertyType: keep it as the dwelling type. */
function storedDwellingType(property: Property): '' | ResidentialDwellingType {
  if (property.dwellingType) return property.dwellingType;
  const match = RESIDENTIAL_DWELLING_TYPES.find(
    (type) => type.toLowerCase() === property.propertyType.trim().toLowerCase(),
  );
  return match ?? '';
}

export const propertyFormFromProperty = (property: Property): PropertyFormValues => ({
  title: property.title,
  description: property.description,
  address: property.address,
  location: property.location ?? '',
  price: numberText(property.price),
  priceType: property.priceType,
  priceQualifier: property.priceQualifier ?? 'none',
  propertyType: propertyCategory(property.propertyType),
  dwellingType: storedDwellingType(property),
  subType: property.subType ?? '',
  bedrooms: numberText(property.bedrooms),
  bathrooms: numberText(property.bathrooms),
  area: numberText(property.area),
  pricePerSqFt: numberText(property.pricePerSqFt),
  investmentYield: numberText(property.investmentYield),
  features: [...property.features],
  virtualTourUrl: property.virtualTourUrl ?? '',
  rightmoveUrl: property.rightmoveUrl ?? '',
  brochureUrl: property.brochureUrl ?? '',
  floorPlanUrl: property.floorPlanUrl ?? '',
  status: property.status,
  councilTaxBand: property.councilTaxBand ?? '',
  tenure: property.tenure ?? '',
  leaseYearsRemaining: numberText(property.leaseYearsRemaining),
  groundRent: numberText(property.groundRent),
  serviceCharge: numberText(property.serviceCharge),
  deposit: numberText(property.deposit),
  epcCurrent: property.epcCurrent ?? '',
  epcPotential: property.epcPotential ?? '',
  isHidden: property.isHidden,
  isUnderOffer: property.isUnderOffer,
  images: galleryFromUrls(property.images),
});

/** '' -> null; otherwise the number typed (NaN when it is not one; validation stops that). */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** Trimmed, empty ones dropped, repeats (ignoring case) removed, first spelling kept. */
export function cleanFeatures(features: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const feature of features) {
    const trimmed = feature.trim().replace(/\s+/g, ' ');
    const key = trimmed.toLowerCase();
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}

const optionalText = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * The JSON body of POST /api/properties and PUT /api/properties/{id}; `images` are the gallery's
 * URLs once its held images are uploaded.
 */
export function propertyInputFromForm(
  values: PropertyFormValues,
  images: readonly string[],
): PropertyInput {
  const commercial = values.propertyType === 'commercial';
  return {
    title: values.title.trim(),
    description: values.description,
    address: values.address.trim(),
    location: values.location.trim(),
    price: parseNumber(values.price),
    priceType: values.priceType,
    priceQualifier: values.priceQualifier === 'none' ? null : values.priceQualifier,
    propertyType: values.propertyType,
    // A dwelling type only describes a home; a sub-type only a commercial property.
    dwellingType: !commercial && values.dwellingType !== '' ? values.dwellingType : null,
    subType: commercial && values.subType !== '' ? values.subType : null,
    bedrooms: parseNumber(values.bedrooms),
    bathrooms: parseNumber(values.bathrooms),
    area: parseNumber(values.area),
    pricePerSqFt: parseNumber(values.pricePerSqFt),
    investmentYield: parseNumber(values.investmentYield),
    features: cleanFeatures(values.features),
    virtualTourUrl: optionalText(values.virtualTourUrl),
    rightmoveUrl: optionalText(values.rightmoveUrl),
    brochureUrl: optionalText(values.brochureUrl),
    floorPlanUrl: optionalText(values.floorPlanUrl),
    status: values.status,
    isHidden: values.isHidden,
    isUnderOffer: values.isUnderOffer,
    images: [...images],
    councilTaxBand: values.councilTaxBand === '' ? null : values.councilTaxBand,
    tenure: values.tenure === '' ? null : values.tenure,
    leaseYearsRemaining: parseNumber(values.leaseYearsRemaining),
    groundRent: parseNumber(values.groundRent),
    serviceCharge: parseNumber(values.serviceCharge),
    deposit: parseNumber(values.deposit),
    epcCurrent: values.epcCurrent === '' ? null : values.epcCurrent,
    epcPotential: values.epcPotential === '' ? null : values.epcPotential,
  };
}

/** Accepted as a stored link: http(s) address or a site path, as the server allows. */
export function isLinkOrPath(text: string): boolean {
  const trimmed = text.trim();
  if (/^\/[^/\\]/.test(trimmed)) return true;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

type NumberRule = { label: string; integer?: boolean; max?: number };

const NUMBER_RULES: Partial<Record<keyof PropertyFormValues, NumberRule>> = {
  bedrooms: { label: 'Bedrooms', integer: true },
  bathrooms: { label: 'Bathrooms', integer: true },
  area: { label: 'Area' },
  pricePerSqFt: { label: 'Price per m²' },
  investmentYield: { label: 'Investment yield', max: PROPERTY_LIMITS.yieldMax },
  leaseYearsRemaining: { label: 'Lease years remaining', integer: true },
  groundRent: { label: 'Ground rent' },
  serviceCharge: { label: 'Service charge' },
  deposit: { label: 'Deposit' },
};

function numberError(text: string, rule: NumberRule): string | undefined {
  const value = parseNumber(text);
  if (value === null) return undefined;
  if (!Number.isFinite(value) || value < 0) return `${rule.label} must be 0 or more`;
  if (rule.integer && !Number.isInteger(value)) return `${rule.label} must be a whole number`;
  if (rule.max !== undefined && value > rule.max) {
    return `${rule.label} must be ${rule.max} or less`;
  }
  return undefined;
}

function requiredTextError(text: string, message: string, label: string): string | undefined {
  if (text.trim() === '') return message;
  if (text.trim().length > PROPERTY_LIMITS.text) {
    return `${label} must be ${PROPERTY_LIMITS.text} characters or fewer`;
  }
  return undefined;
}

/**
 * Title, address and location required and the price not below 0, plus the server's limits so it
 * does not refuse what the form let through (docs/product.md#property-validation).
 */
export function validatePropertyForm(values: PropertyFormValues): PropertyFormErrors {
  const errors: PropertyFormErrors = {};
  const set = (key: keyof PropertyFormValues, message: string | undefined) => {
    if (message) errors[key] = message;
  };
  set('title', requiredTextError(values.title, 'Title is required', 'Title'));
  set('address', requiredTextError(values.address, 'Address is required', 'Address'));
  set('location', requiredTextError(values.location, 'Location is required', 'Location'));
  const price = parseNumber(values.price);
  if (price !== null && (!Number.isFinite(price) || price < 0)) {
    errors.price = 'Price must be positive';
  }
  for (const [key, rule] of Object.entries(NUMBER_RULES) as [
    keyof PropertyFormValues,
    NumberRule,
  ][]) {
    set(key, numberError(String(values[key]), rule));
  }
  const features = cleanFeatures(values.features);
  if (features.length > PROPERTY_LIMITS.features) {
    errors.features = `At most ${PROPERTY_LIMITS.features} features`;
  } else if (features.some((feature) => feature.length > PROPERTY_LIMITS.featureLength)) {
    errors.features = `Each feature must be ${PROPERTY_LIMITS.featureLength} characters or fewer`;
  }
  for (const key of ['virtualTourUrl', 'rightmoveUrl'] as const) {
    if (values[key].trim() !== '' && !isLinkOrPath(values[key])) {
      errors[key] = 'Enter a full web address starting with https://';
    }
  }
  if (values.description.length > PROPERTY_LIMITS.description) {
    errors.description = 'The description is too long';
  }
  return errors;
}
