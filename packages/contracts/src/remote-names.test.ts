import { isRemoteName, REMOTE_NAMES, SAME_ORIGIN_REGISTRY } from './remote-names';

describe('remote names', () => {
  it('names the five remotes, and nothing else passes for one', () => {
    expect([...REMOTE_NAMES]).toEqual(['listings', 'developments', 'news', 'calculators', 'admin']);
    for (const name of REMOTE_NAMES) expect(isRemoteName(name)).toBe(true);
    for (const other of ['shell', 'Listings', '', 'toString', '__proto__'])
      expect([other, isRemoteName(other)]).toEqual([other, false]);
  });

  it("starts the registry with each remote's manifest on the site's own origin", () => {
    expect(SAME_ORIGIN_REGISTRY).toEqual({
      listings: '/remotes/listings/mf-manifest.json',
      developments: '/remotes/developments/mf-manifest.json',
      news: '/remotes/news/mf-manifest.json',
      calculators: '/remotes/calculators/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
  });
});
