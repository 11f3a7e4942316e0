import type { Property, PropertyInput } from '@reedmere/contracts';
import { cleanChips } from '../../../shared/chip-input/chip-text';
import { errorsOf, fieldError, showsMessage } from '../../../shared/field-table/field-checks';
import type { TableValues } from '../../../shared/field-table/field-kinds';
import {
  emptyValue,
  sentValue,
  storedValue,
  trimmedOrNull,
  valuesOf,
} from '../../../shared/field-table/field-values';
import { PROPERTY_FIELD_KEYS, PROPERTY_FIELDS, type PropertyFieldKey } from './property-fields';

/** The form's values, one per field of the table. */
export type PropertyFormValues = TableValues<typeof PROPERTY_FIELDS>;

export type PropertyFormErrors = Partial<Record<keyof PropertyFormValues, string>>;

/**
 * The fields that can carry a message, in their order on screen: the first invalid one gets the
 * focus. A document has no place for one.
 */
export const FORM_FIELD_ORDER: readonly PropertyFieldKey[] = PROPERTY_FIELD_KEYS.filter((key) => {
  const field = PROPERTY_FIELDS[key];
  return field.kind !== 'document' && showsMessage(field);
});

// A document holds its stored address, '' for none; it is sent as null when there is none.

export const emptyPropertyForm = (): PropertyFormValues =>
  valuesOf(PROPERTY_FIELDS, (field) =>
    field.kind === 'document' ? '' : emptyValue(field),
  ) as PropertyFormValues;

export const propertyFormFromProperty = (property: Property): PropertyFormValues =>
  valuesOf(PROPERTY_FIELDS, (field, key) =>
    field.kind === 'document' ? (property[key] ?? '') : storedValue(field, property[key], property),
  ) as PropertyFormValues;

/** Trimmed, empty ones dropped, repeats (ignoring case) removed, first spelling kept. */
export const cleanFeatures = (features: readonly string[]): string[] =>
  cleanChips(features, PROPERTY_FIELDS.features);

/**
 * The JSON body of POST /api/properties and PUT /api/properties/{id}; `images` are the gallery's
 * URLs once its held images are uploaded.
 */
export function propertyInputFromForm(
  values: PropertyFormValues,
  images: readonly string[],
): PropertyInput {
  return valuesOf(PROPERTY_FIELDS, (field, key) =>
    field.kind === 'document'
      ? trimmedOrNull(values[key] as string)
      : sentValue(field, key, values, { uploaded: { images } }),
  ) as PropertyInput;
}

/**
 * Title, address and location required and the price not below 0, plus the server's limits so it
 * does not refuse what the form let through (docs/product.md#property-validation).
 */
export const validatePropertyForm = (values: PropertyFormValues): PropertyFormErrors =>
  errorsOf(PROPERTY_FIELDS, (field, key) =>
    field.kind === 'document' ? undefined : fieldError(field, key, values),
  );
