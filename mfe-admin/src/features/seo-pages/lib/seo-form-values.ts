import { normalizePagePath, type SeoPage, type SeoPageInput } from '@reedmere/contracts';

/** The form keeps every field as text; ogImage '' means none. */
export interface SeoFormValues {
  pagePath: string;
  pageTitle: string;
  metaDescription: string;
  metaKeywords: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  isActive: boolean;
}

export type SeoFormErrors = Partial<Record<'pagePath' | 'pageTitle', string>>;

export const emptySeoForm = (pagePath = ''): SeoFormValues => ({
  pagePath,
  pageTitle: '',
  metaDescription: '',
  metaKeywords: '',
  ogTitle: '',
  ogDescription: '',
  ogImage: '',
  isActive: true,
});

export const seoFormFromPage = (page: SeoPage): SeoFormValues => ({
  pagePath: page.pagePath,
  pageTitle: page.pageTitle,
  metaDescription: page.metaDescription,
  metaKeywords: page.metaKeywords,
  ogTitle: page.ogTitle,
  ogDescription: page.ogDescription,
  ogImage: page.ogImage ?? '',
  isActive: page.isActive,
});

/** Page path and page title are required. */
export function validateSeoForm(values: SeoFormValues): SeoFormErrors {
  const errors: SeoFormErrors = {};
  if (values.pagePath.trim() === '') errors.pagePath = 'Page path is required';
  if (values.pageTitle.trim() === '') errors.pageTitle = 'Page title is required';
  return errors;
}

export const seoInputFromForm = (values: SeoFormValues): SeoPageInput => ({
  pagePath: normalizePagePath(values.pagePath),
  pageTitle: values.pageTitle.trim(),
  metaDescription: values.metaDescription.trim(),
  metaKeywords: values.metaKeywords.trim(),
  ogTitle: values.ogTitle.trim(),
  ogDescription: values.ogDescription.trim(),
  ogImage: values.ogImage.trim() === '' ? null : values.ogImage.trim(),
  isActive: values.isActive,
});

export const seoInputFromPage = (page: SeoPage): SeoPageInput =>
  seoInputFromForm(seoFormFromPage(page));
