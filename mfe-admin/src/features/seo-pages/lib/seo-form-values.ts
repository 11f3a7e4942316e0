import { normalizePagePath, type SeoPage, type SeoPageInput } from '@reedmere/contracts';
import { errorsOf, fieldError, showsMessage } from '../../../shared/field-table/field-checks';
import type { TableValues } from '../../../shared/field-table/field-kinds';
import {
  emptyValue,
  sentValue,
  storedValue,
  valuesOf,
} from '../../../shared/field-table/field-values';
import { SEO_PAGE_FIELD_KEYS, SEO_PAGE_FIELDS, type SeoPageFieldKey } from './seo-page-fields';

/** The form's values, one per field of the table: text as typed, ogImage '' for none. */
export type SeoFormValues = TableValues<typeof SEO_PAGE_FIELDS>;

/** The fields that can carry a message, in their order on screen: the first invalid one gets the focus. */
export const FORM_FIELD_ORDER: readonly SeoPageFieldKey[] = SEO_PAGE_FIELD_KEYS.filter((key) =>
  showsMessage(SEO_PAGE_FIELDS[key]),
);

/** A new page's form; a quick-add button gives its path. */
export const emptySeoForm = (pagePath = ''): SeoFormValues => ({
  ...(valuesOf(SEO_PAGE_FIELDS, emptyValue) as SeoFormValues),
  pagePath,
});

export const seoFormFromPage = (page: SeoPage): SeoFormValues =>
  valuesOf(SEO_PAGE_FIELDS, (field, key) => storedValue(field, page[key], page)) as SeoFormValues;

/** Page path and page title required, plus the schema's limits. */
export const validateSeoForm = (values: SeoFormValues) =>
  errorsOf(SEO_PAGE_FIELDS, (field, key) => fieldError(field, key, values));

/** The body of POST/PUT /api/seo-pages. */
export const seoInputFromForm = (values: SeoFormValues): SeoPageInput => ({
  ...(valuesOf(SEO_PAGE_FIELDS, (field, key) => sentValue(field, key, values)) as SeoPageInput),
  pagePath: normalizePagePath(values.pagePath),
});

export const seoInputFromPage = (page: SeoPage): SeoPageInput =>
  seoInputFromForm(seoFormFromPage(page));
