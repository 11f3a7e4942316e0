import { registryVersion, scriptSafeJson } from './server-render';

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
