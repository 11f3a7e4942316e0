import {
  countedAnswer,
  localeDataModulesOf,
  registryVersion,
  scriptSafeJson,
  staticModulesOf,
  totalCountOf,
} from './server-render';

describe('scriptSafeJson', () => {
  it('cannot close the script element or open a comment, and still parses to the same value', () => {
    const value = { html: '</script><script>alert(1)</script><!-- & -->', line: 'a\u2028b' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('registryVersion', () => {
  const registry = {
    news: '/remotes/news/mf-manifest.json',
    listings: '/remotes/listings/mf-manifest.json',
  };

  it('is the same whatever the order of the entries', () => {
    const reversed = Object.fromEntries(Object.entries(registry).reverse());
    expect(registryVersion(reversed)).toBe(registryVersion(registry));
    expect(registryVersion(registry)).toMatch(/^[0-9a-f]{8}$/);
  });

  it('changes when a remote is pointed elsewhere, added or removed', () => {
    const versions = new Set([
      registryVersion(registry),
      registryVersion({
        ...registry,
        news: '/remotes/news/20261124T120000Z-0a1b2c3d/mf-manifest.json',
      }),
      registryVersion({ ...registry, calculators: '/remotes/calculators/mf-manifest.json' }),
      registryVersion({ news: registry.news }),
    ]);
    expect(versions.size).toBe(4);
  });
});

describe('countedAnswer', () => {
  it('keeps an array with its valid total as the page and the count', () => {
    expect(countedAnswer(['a', 'b'], '14')).toEqual({ items: ['a', 'b'], total: 14 });
    expect(countedAnswer([], '0')).toEqual({ items: [], total: 0 });
  });

  it('keeps an array without a valid total as sent: the total is unknown', () => {
    for (const header of [null, '', ' ', 'x', '-1', '1.5', 'Infinity']) {
      expect([header, countedAnswer(['a'], header)]).toEqual([header, ['a']]);
    }
  });

  it('keeps any other body as sent', () => {
    const unavailable = { message: 'Listings are unavailable' };
    expect(countedAnswer(unavailable, '3')).toBe(unavailable);
    expect(countedAnswer(null, '3')).toBeNull();
  });
});

describe('totalCountOf', () => {
  it('reads a whole number from 0, and nothing else', () => {
    expect(totalCountOf('0')).toBe(0);
    expect(totalCountOf(' 60 ')).toBe(60);
    for (const value of [undefined, null, '', '-1', '1.5', '1e3', '0x10', '9007199254740993']) {
      expect([value, totalCountOf(value)]).toEqual([value, null]);
    }
  });
});

describe("what a page's modules say of themselves", () => {
  const modules = {
    'listings/home-sections': { staticSection: true, default: () => null },
    'listings/routes': { usesLocaleData: true, default: () => null },
    'news/routes': { default: () => null },
    // Only `true` says it: a module that exports anything else says nothing.
    'calculators/routes': { usesLocaleData: 'yes', staticSection: 1 },
  };

  it('names the static sections and the sections that format as they hydrate, in page order', () => {
    expect(staticModulesOf(modules)).toEqual(['listings/home-sections']);
    expect(localeDataModulesOf(modules)).toEqual(['listings/routes']);
    expect(localeDataModulesOf({})).toEqual([]);
  });
});
