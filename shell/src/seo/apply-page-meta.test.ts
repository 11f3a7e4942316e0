import { AGENCY, headMetaTags, pageMeta } from '@reedmere/agency';
import { applyPageMeta } from './apply-page-meta';

const ORIGIN = 'http://localhost';

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ?? null;

const cottage = pageMeta('property-detail', undefined, ORIGIN, '/property/p1', {
  title: 'Flint cottage',
  description: 'Two bedrooms near the green.',
  image: '/api/files/cottage.jpg',
});
const contact = pageMeta('contact', undefined, ORIGIN, '/contact');

describe('applyPageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('writes the X card, image alt text and locale of a page with an image', () => {
    applyPageMeta(cottage);
    expect(content('meta[property="og:locale"]')).toBe('en_GB');
    expect(content('meta[property="og:image:alt"]')).toBe('Flint cottage');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:title"]')).toBe(`Flint cottage | ${AGENCY.name}`);
    expect(content('meta[name="twitter:description"]')).toBe('Two bedrooms near the green.');
    expect(content('meta[name="twitter:image"]')).toBe(`${ORIGIN}/api/files/cottage.jpg`);
    expect(content('meta[name="twitter:image:alt"]')).toBe('Flint cottage');
  });

  it('turns the card into a summary and drops the image tags on a page without an image', () => {
    applyPageMeta(cottage);
    applyPageMeta(contact);
    expect(content('meta[name="twitter:card"]')).toBe('summary');
    expect(content('meta[name="twitter:title"]')).toBe(`Contact Us | ${AGENCY.name}`);
    for (const selector of [
      'meta[property="og:image"]',
      'meta[property="og:image:alt"]',
      'meta[name="twitter:image"]',
      'meta[name="twitter:image:alt"]',
    ]) {
      expect(document.head.querySelector(selector)).toBeNull();
    }
    expect(content('meta[property="og:locale"]')).toBe('en_GB');
  });

  it('leaves the head with exactly the tags the server writes for the same page, once each', () => {
    // The server's HTML starts with the tags of the page first served.
    applyPageMeta(contact);
    applyPageMeta(cottage);
    const expected = headMetaTags(cottage)
      .filter((tag) => tag.content)
      .map((tag): [string, string | undefined] => [`${tag.attribute}:${tag.key}`, tag.content]);
    const actual = [...document.head.querySelectorAll('meta')].map(
      (tag): [string, string | null] => {
        const attribute = tag.hasAttribute('name') ? 'name' : 'property';
        return [`${attribute}:${tag.getAttribute(attribute)}`, tag.getAttribute('content')];
      },
    );
    expect(new Map(actual)).toEqual(new Map(expected));
    expect(actual).toHaveLength(expected.length);
    expect(document.title).toBe(cottage.title);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/property/p1`,
    );
  });
});
