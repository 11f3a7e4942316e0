import type { Development, DevelopmentInput } from '@reedmere/contracts';
import { errorsOf, fieldError, showsMessage } from '../../../shared/field-table/field-checks';
import type { TableValues } from '../../../shared/field-table/field-kinds';
import {
  emptyValue,
  sentValue,
  storedValue,
  valuesOf,
} from '../../../shared/field-table/field-values';
import {
  DEVELOPMENT_FIELD_KEYS,
  DEVELOPMENT_FIELDS,
  type DevelopmentFieldKey,
} from './development-fields';

/** The form's values, one per field of the table: text as typed, the galleries' items. */
export type DevelopmentFormValues = TableValues<typeof DEVELOPMENT_FIELDS>;

export type DevelopmentFormErrors = Partial<Record<DevelopmentFieldKey, string>>;

/** The fields that can carry a message, in their order on screen: the first invalid one gets the focus. */
export const FORM_FIELD_ORDER: readonly DevelopmentFieldKey[] = DEVELOPMENT_FIELD_KEYS.filter(
  (key) => showsMessage(DEVELOPMENT_FIELDS[key]),
);

export const emptyDevelopmentForm = (): DevelopmentFormValues =>
  valuesOf(DEVELOPMENT_FIELDS, emptyValue) as DevelopmentFormValues;

export const developmentFormFromDevelopment = (development: Development): DevelopmentFormValues =>
  valuesOf(DEVELOPMENT_FIELDS, (field, key) =>
    storedValue(field, development[key], development),
  ) as DevelopmentFormValues;

/**
 * Title required and project value 0 or more, plus the server schema's limits, with messages shown
 * under the fields (docs/product.md#development-validation).
 */
export const validateDevelopmentForm = (values: DevelopmentFormValues): DevelopmentFormErrors =>
  errorsOf(DEVELOPMENT_FIELDS, (field, key) => fieldError(field, key, values));

export type DevelopmentImageUrls = Pick<
  DevelopmentInput,
  'beforeImages' | 'duringImages' | 'afterImages'
>;

/**
 * The body of POST/PUT /api/developments from valid form values and the gallery URLs (after any
 * held images were uploaded). Empty text becomes null, as the schema stores it.
 */
export const developmentInputFromForm = (
  values: DevelopmentFormValues,
  images: DevelopmentImageUrls,
): DevelopmentInput =>
  valuesOf(DEVELOPMENT_FIELDS, (field, key) =>
    sentValue(field, key, values, { uploaded: images }),
  ) as DevelopmentInput;
