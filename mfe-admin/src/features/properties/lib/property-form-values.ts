import type { Property, PropertyInput } from '@reedmere/contracts';
import { galleryFromUrls, type GalleryItem } from '../../../shared/images/gallery-item';
import {
  PROPERTY_FIELD_KEYS,
  PROPERTY_FIELDS,
  PROPERTY_LIMITS,
  type NumberField,
  type PropertyField,
  type PropertyFieldKey,
} from './property-fields';

/**
 * What the form holds for a field of its kind: numbers as the text typed and optional choices as
 * their `none` value, so an empty field can be told apart from 0; the gallery's items, whose held
 * images are uploaded on save; and the list's toggles, kept so saving an edit does not reset them.
 */
type FormValueOf<Field> = Field extends {
  kind: 'choice';
  choices: (current: string) => readonly (infer Choice)[];
}
  ? Choice | (Field extends { none: { value: infer None } } ? None : never)
  : Field extends { kind: 'features' }
    ? string[]
    : Field extends { kind: 'images' }
      ? GalleryItem[]
      : Field extends { kind: 'kept' }
        ? boolean
        : string;

/** The form's values, one per field of the table. */
export type PropertyFormValues = {
  -readonly [Key in PropertyFieldKey]: FormValueOf<(typeof PROPERTY_FIELDS)[Key]>;
};

export type PropertyFormErrors = Partial<Record<keyof PropertyFormValues, string>>;

/** The fields that can carry a message, in their order on screen: the first invalid one gets the focus. */
export const FORM_FIELD_ORDER: readonly PropertyFieldKey[] = PROPERTY_FIELD_KEYS.filter(
  (key) => !['document', 'images', 'kept'].includes(PROPERTY_FIELDS[key].kind),
);

/** A field of the table, whichever it is: the functions below go by its kind. */
const fieldOf = (key: PropertyFieldKey): PropertyField => PROPERTY_FIELDS[key];

/** What an untouched form holds for a field. */
function emptyValue(field: PropertyField): unknown {
  switch (field.kind) {
    case 'choice':
      return field.none?.value ?? field.choices('')[0];
    case 'features':
    case 'images':
      return [];
    case 'kept':
      return false;
    default:
      return '';
  }
}

/** Every field with the value `valueOf` gives it, as the form's values. */
const formValues = (valueOf: (key: PropertyFieldKey) => unknown): PropertyFormValues =>
  Object.fromEntries(
    PROPERTY_FIELD_KEYS.map((key) => [key, valueOf(key)]),
  ) as unknown as PropertyFormValues;

export const emptyPropertyForm = (): PropertyFormValues =>
  formValues((key) => emptyValue(fieldOf(key)));

const numberText = (value: number | null): string => (value === null ? '' : String(value));

function storedValue(field: PropertyField, key: PropertyFieldKey, property: Property): unknown {
  const stored = property[key];
  switch (field.kind) {
    case 'number':
      return numberText(stored as number | null);
    case 'choice':
      return field.fromStored?.(property) ?? stored ?? field.none?.value;
    case 'features':
      return [...property.features];
    case 'images':
      return galleryFromUrls(property.images);
    case 'kept':
      return stored;
    default:
      return stored ?? '';
  }
}

export const propertyFormFromProperty = (property: Property): PropertyFormValues =>
  formValues((key) => storedValue(fieldOf(key), key, property));

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

function sentValue(
  field: PropertyField,
  value: unknown,
  values: PropertyFormValues,
  images: readonly string[],
): unknown {
  switch (field.kind) {
    case 'text':
      return (value as string).trim();
    case 'number':
      return parseNumber(value as string);
    case 'link':
    case 'document':
      return optionalText(value as string);
    case 'choice':
      // A dwelling type only describes a home; a sub-type only a commercial property.
      if (field.onlyFor && values.propertyType !== field.onlyFor) return null;
      return field.none && value === field.none.value ? null : value;
    case 'features':
      return cleanFeatures(value as string[]);
    case 'images':
      return [...images];
    default:
      return value;
  }
}

/**
 * The JSON body of POST /api/properties and PUT /api/properties/{id}; `images` are the gallery's
 * URLs once its held images are uploaded.
 */
export function propertyInputFromForm(
  values: PropertyFormValues,
  images: readonly string[],
): PropertyInput {
  return Object.fromEntries(
    PROPERTY_FIELD_KEYS.map((key) => [key, sentValue(fieldOf(key), values[key], values, images)]),
  ) as unknown as PropertyInput;
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

function numberError(text: string, field: NumberField): string | undefined {
  const value = parseNumber(text);
  if (value === null) return undefined;
  if (!Number.isFinite(value) || value < 0) {
    return field.belowZero ?? `${field.name} must be 0 or more`;
  }
  if (field.integer && !Number.isInteger(value)) return `${field.name} must be a whole number`;
  if (field.max !== undefined && value > field.max) {
    return `${field.name} must be ${field.max} or less`;
  }
  return undefined;
}

function featuresError(features: readonly string[]): string | undefined {
  const cleaned = cleanFeatures(features);
  if (cleaned.length > PROPERTY_LIMITS.features)
    return `At most ${PROPERTY_LIMITS.features} features`;
  if (cleaned.some((feature) => feature.length > PROPERTY_LIMITS.featureLength)) {
    return `Each feature must be ${PROPERTY_LIMITS.featureLength} characters or fewer`;
  }
  return undefined;
}

function fieldError(field: PropertyField, value: unknown): string | undefined {
  switch (field.kind) {
    case 'text': {
      const text = (value as string).trim();
      if (text === '') return field.required;
      if (text.length > PROPERTY_LIMITS.text) {
        return `${field.name} must be ${PROPERTY_LIMITS.text} characters or fewer`;
      }
      return undefined;
    }
    case 'number':
      return numberError(value as string, field);
    case 'link': {
      const text = value as string;
      return text.trim() !== '' && !isLinkOrPath(text)
        ? 'Enter a full web address starting with https://'
        : undefined;
    }
    case 'richText':
      return (value as string).length > PROPERTY_LIMITS.description
        ? 'The description is too long'
        : undefined;
    case 'features':
      return featuresError(value as string[]);
    default:
      return undefined;
  }
}

/**
 * Title, address and location required and the price not below 0, plus the server's limits so it
 * does not refuse what the form let through (docs/product.md#property-validation).
 */
export function validatePropertyForm(values: PropertyFormValues): PropertyFormErrors {
  const errors: PropertyFormErrors = {};
  for (const key of PROPERTY_FIELD_KEYS) {
    const message = fieldError(fieldOf(key), values[key]);
    if (message) errors[key] = message;
  }
  return errors;
}
