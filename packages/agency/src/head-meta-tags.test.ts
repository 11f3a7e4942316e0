import { headMetaTags, OG_LOCALE } from './head-meta-tags';
import { pageMeta } from './page-meta';

const ORIGIN = 'https://www.reedmere.example';

/** The tags as `key -> content`, for the ones the page has. */
function present(tags: ReturnType<typeof headMetaTags>): Record<string, string> {
  return Object.fromEntries(
    tags.filter((tag) => tag.content).map((tag) => [tag.key, tag.content as string]),
  );
}

describe('headMetaTags: the rules both the server and the browser write the head by', () => {
  it('gives a page with an image a large X card, and both cards its alt text', () => {
    const meta = pageMeta('property-detail', undefined, ORIGIN, '/property/1', {
      title: 'Flint cottage',
      description: 'Two bedrooms.',
      image: '/api/files/flint.jpg',
    });
    const tags = present(headMetaTags(meta));
    expect(tags).toMatchObject({
      'og:locale': 'en_GB',
      'og:image': `${ORIGIN}/api/files/flint.jpg`,
      'og:image:alt': 'Flint cottage',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Flint cottage | Reedmere Estates',
      'twitter:description': 'Two bedrooms.',
      'twitter:image': `${ORIGIN}/api/files/flint.jpg`,
      'twitter:image:alt': 'Flint cottage',
    });
    expect(tags['twitter:title']).toBe(tags['og:title']);
    expect(tags['twitter:description']).toBe(tags['og:description']);
  });

  it('gives a page without an image a summary card and no image tags', () => {
    const tags = present(headMetaTags(pageMeta('epc', undefined, ORIGIN, '/epc')));
    expect(tags['twitter:card']).toBe('summary');
    for (const key of ['og:image', 'og:image:alt', 'twitter:image', 'twitter:image:alt']) {
      expect(tags[key]).toBeUndefined();
    }
    expect(tags['og:locale']).toBe(OG_LOCALE);
  });

  it('lists every tag on every page, so the browser can remove one the last page had', () => {
    const keys = (meta: Parameters<typeof headMetaTags>[0]) =>
      headMetaTags(meta).map((tag) => `${tag.attribute}:${tag.key}`);
    const withImage = pageMeta('epc', undefined, ORIGIN, '/epc', {
      title: 'EPC',
      description: 'd',
      image: '/api/files/a.jpg',
    });
    expect(keys(pageMeta('404', undefined, ORIGIN, '/x'))).toEqual(keys(withImage));
    expect(new Set(keys(withImage)).size).toBe(keys(withImage).length);
  });

  it('names X tags with `name` and Open Graph tags with `property`', () => {
    for (const tag of headMetaTags(pageMeta('home', undefined, ORIGIN, '/'))) {
      if (tag.key.startsWith('twitter:')) expect(tag.attribute).toBe('name');
      if (tag.key.startsWith('og:')) expect(tag.attribute).toBe('property');
    }
  });
});
