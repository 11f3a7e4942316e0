import type { SeoPage } from '@reedmere/contracts';
import { makeSeoPage } from '@reedmere/contracts/testing';
import { firstInvalidField } from '../../../shared/first-invalid-field';
import { recordBody } from '../../../shared/testing/record-body';
import {
  emptySeoForm,
  FORM_FIELD_ORDER,
  seoFormFromPage,
  seoInputFromForm,
  seoInputFromPage,
  validateSeoForm,
  type SeoFormValues,
} from './seo-form-values';
import { SEO_PAGE_FIELD_KEYS, SEO_PAGE_FIELDS } from './seo-page-fields';
import { testSeoPage } from './test-seo-page';

const PAGE: SeoPage = testSeoPage({ ogImage: '/api/files/residential.jpg', isActive: false });

const valid = (over: Partial<SeoFormValues> = {}): SeoFormValues => ({
  ...emptySeoForm('/epc'),
  pageTitle: 'EPC',
  ...over,
});

describe('emptySeoForm', () => {
  it('starts empty and active, with the path a quick-add button gives', () => {
    expect(emptySeoForm()).toEqual({
      pagePath: '',
      pageTitle: '',
      metaDescription: '',
      ogTitle: '',
      ogDescription: '',
      ogImage: '',
      metaKeywords: '',
      isActive: true,
    });
    expect(emptySeoForm('/epc').pagePath).toBe('/epc');
  });
});

describe('a stored page through the form', () => {
  it('fills every field, no image as empty', () => {
    expect(seoFormFromPage(PAGE)).toEqual({
      pagePath: '/residential',
      pageTitle: 'Homes for sale in Norfolk',
      metaDescription: 'Houses and flats for sale.',
      ogTitle: 'Norfolk homes',
      ogDescription: 'Find your next home.',
      ogImage: '/api/files/residential.jpg',
      metaKeywords: 'homes, norfolk',
      isActive: false,
    });
    expect(seoFormFromPage({ ...PAGE, ogImage: null }).ogImage).toBe('');
  });

  it('sends every field of the body, and reads every one back', () => {
    expect(seoInputFromPage(PAGE)).toEqual(recordBody(PAGE));
    expect(seoInputFromPage(makeSeoPage())).toEqual(recordBody(makeSeoPage()));
    const noImage = { ...PAGE, ogImage: null };
    expect(seoInputFromPage(noImage)).toEqual(recordBody(noImage));
  });

  it('orders the fields that can carry a message as the screen does', () => {
    expect(FORM_FIELD_ORDER).toEqual([
      'pagePath',
      'pageTitle',
      'metaDescription',
      'ogTitle',
      'ogDescription',
      'ogImage',
      'metaKeywords',
    ]);
  });

  it('lists the fields tab by tab, so the screen order runs through the tabs', () => {
    expect(SEO_PAGE_FIELD_KEYS.map((key) => SEO_PAGE_FIELDS[key].tab)).toEqual([
      'basic',
      'basic',
      'basic',
      'social',
      'social',
      'social',
      'advanced',
      'advanced',
    ]);
  });
});

describe('seoInputFromForm', () => {
  it('sends the path as stored, the text trimmed and the empty fields as the service stores them', () => {
    expect(
      seoInputFromForm(
        valid({ pagePath: ' Developments/ ', pageTitle: ' New homes ', ogImage: '  ' }),
      ),
    ).toEqual(recordBody(makeSeoPage({ pagePath: '/developments', pageTitle: 'New homes' })));
  });

  it('sends a given image trimmed', () => {
    expect(seoInputFromForm(valid({ ogImage: ' https://example.com/card.jpg ' })).ogImage).toBe(
      'https://example.com/card.jpg',
    );
  });
});

describe('validateSeoForm', () => {
  it('accepts a complete form', () => {
    expect(validateSeoForm(valid())).toEqual({});
  });

  it('asks for the page path and the page title', () => {
    const errors = validateSeoForm(valid({ pagePath: ' ', pageTitle: '' }));
    expect(errors).toEqual({
      pagePath: 'Page path is required',
      pageTitle: 'Page title is required',
    });
    expect(firstInvalidField(FORM_FIELD_ORDER, errors)).toBe('pagePath');
  });

  it("checks the schema's limits and the social image's address", () => {
    const errors = validateSeoForm(
      valid({
        pageTitle: 't'.repeat(121),
        metaDescription: 'd'.repeat(321),
        metaKeywords: 'k'.repeat(501),
        ogImage: 'card.jpg',
      }),
    );
    expect(errors).toEqual({
      pageTitle: 'Page title must be 120 characters or fewer',
      metaDescription: 'Meta description must be 320 characters or fewer',
      metaKeywords: 'Meta keywords must be 500 characters or fewer',
      ogImage: 'Enter a web address starting with https://, or a path on this site starting with /',
    });
    expect(validateSeoForm(valid({ ogImage: '/api/files/card.jpg' }))).toEqual({});
  });
});
