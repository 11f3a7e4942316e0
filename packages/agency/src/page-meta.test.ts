import type { Property, SeoPage } from '@reedmere/contracts';
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_KEYWORDS,
  pageMeta,
  propertyMeta,
  summary,
} from './page-meta';

const ORIGIN = 'https://www.reedmere.example';

const record = (fields: Partial<SeoPage>): SeoPage =>
  ({ id: 's', pagePath: '/epc', pageTitle: '', isActive: true, ...fields }) as SeoPage;

describe('pageMeta: what a page says about itself', () => {
  it("uses the screen's fallbacks when there is no SEO record", () => {
    const meta = pageMeta('epc', undefined, ORIGIN, '/epc');
    expect(meta.title).toBe('Energy Performance Certificates | Reedmere Estates');
    expect(meta.keywords).toBe(DEFAULT_KEYWORDS);
    expect(meta.ogTitle).toBe(meta.title);
    expect(meta.canonical).toBe(`${ORIGIN}/epc`);
    expect(meta.noindex).toBe(false);
  });

  it('lets each field of the SEO record win over the fallbacks, and makes og:image absolute', () => {
    const meta = pageMeta(
      'epc',
      record({ pageTitle: 'EPCs in Norfolk', ogImage: '/api/files/epc.jpg', metaKeywords: 'epc' }),
      ORIGIN,
      '/epc',
    );
    expect(meta).toMatchObject({
      title: 'EPCs in Norfolk',
      ogTitle: 'EPCs in Norfolk',
      keywords: 'epc',
      ogImage: `${ORIGIN}/api/files/epc.jpg`,
      ogImageAlt: 'EPCs in Norfolk',
    });
  });

  it('describes no image when the page has none', () => {
    const meta = pageMeta('epc', undefined, ORIGIN, '/epc');
    expect(meta.ogImage).toBeUndefined();
    expect(meta.ogImageAlt).toBeUndefined();
  });

  it('describes a detail page by its record when the SEO record says nothing', () => {
    const property = {
      title: 'Flint cottage',
      description: '<p>Two bedrooms &amp; a garden.</p>',
      images: ['https://cdn.example/one.jpg'],
    } as Property;
    const meta = pageMeta(
      'property-detail',
      undefined,
      ORIGIN,
      '/property/1',
      propertyMeta(property),
    );
    expect(meta.title).toBe('Flint cottage | Reedmere Estates');
    expect(meta.description).toBe('Two bedrooms & a garden.');
    expect(meta.ogImage).toBe('https://cdn.example/one.jpg');
    // The record's own image shows the record: its title, without the agency's name.
    expect(meta.ogImageAlt).toBe('Flint cottage');
  });

  it('marks the 404 page and the admin screens as not to be indexed', () => {
    const missing = pageMeta('404', undefined, ORIGIN, '/nowhere');
    expect(missing).toMatchObject({
      noindex: true,
      canonical: undefined,
      description: DEFAULT_DESCRIPTION,
    });
    expect(pageMeta('admin', undefined, ORIGIN, '/admin').noindex).toBe(true);
  });
});

describe('summary', () => {
  it('turns stored HTML into plain text, cut at a word with an ellipsis', () => {
    expect(summary('<p>One <b>two</b>&nbsp;three</p>')).toBe('One two three');
    const long = `<p>${'word '.repeat(60)}</p>`;
    const cut = summary(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toContain('<');
  });
});
