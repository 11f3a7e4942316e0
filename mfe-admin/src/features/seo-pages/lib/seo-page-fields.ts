import type { SeoPage, SeoPageInput } from '@reedmere/contracts';
import { keysOf, type SharedField } from '../../../shared/field-table/field-kinds';

/** Limits of the server's SEO page schema (packages/contracts schemas/seo-page.ts). */
const SEO_LIMITS = {
  pagePath: 200,
  title: 120,
  description: 320,
  keywords: 500,
} as const;

/** The form's tabs, in their order on screen, with their labels. */
export const SEO_FORM_TABS = {
  basic: 'Basic SEO',
  social: 'Social Media',
  advanced: 'Advanced',
} as const;
export type SeoFormTab = keyof typeof SEO_FORM_TABS;

/** A field of the SEO form, on the tab it is shown on. */
export type SeoPageField = SharedField<SeoPage> & { tab: SeoFormTab };

/**
 * Every field of an SEO page in the admin form, in order on screen: how it is shown, checked,
 * read from the stored record and sent. A field of `SeoPage` the admin edits is added here; its
 * form value, control, checks and place in the body follow from its entry.
 */
export const SEO_PAGE_FIELDS = {
  // Sent as it is stored, lower-case without a trailing slash (seoInputFromForm).
  pagePath: {
    kind: 'text',
    label: 'Page path',
    helperText: 'For example /residential',
    required: 'Page path is required',
    max: SEO_LIMITS.pagePath,
    tab: 'basic',
  },
  pageTitle: {
    kind: 'text',
    label: 'Page title',
    required: 'Page title is required',
    max: SEO_LIMITS.title,
    tab: 'basic',
  },
  metaDescription: {
    kind: 'text',
    label: 'Meta description',
    max: SEO_LIMITS.description,
    rows: 3,
    tab: 'basic',
  },
  ogTitle: {
    kind: 'text',
    label: 'Social title',
    helperText: 'Leave empty to use the page title',
    max: SEO_LIMITS.title,
    tab: 'social',
  },
  ogDescription: {
    kind: 'text',
    label: 'Social description',
    max: SEO_LIMITS.description,
    rows: 3,
    tab: 'social',
  },
  ogImage: {
    kind: 'link',
    label: 'Social image URL',
    helperText: 'A full URL or a site path',
    tab: 'social',
  },
  metaKeywords: {
    kind: 'text',
    label: 'Meta keywords',
    helperText: 'Separated by commas',
    max: SEO_LIMITS.keywords,
    tab: 'advanced',
  },
  // As the schema's default: a new page's settings are used once saved.
  isActive: { kind: 'switch', label: 'Active', initial: true, tab: 'advanced' },
  // Exactly the fields of the body the form sends.
} as const satisfies Record<keyof SeoPageInput, SeoPageField>;

export type SeoPageFieldKey = keyof typeof SEO_PAGE_FIELDS;

/** The fields in their order on screen. */
export const SEO_PAGE_FIELD_KEYS = keysOf(SEO_PAGE_FIELDS);
