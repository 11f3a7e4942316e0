import { isRemoteName, REMOTE_NAMES } from './remote-names';

describe('remote names', () => {
  it('names the five remotes, and nothing else passes for one', () => {
    expect([...REMOTE_NAMES]).toEqual(['listings', 'developments', 'news', 'calculators', 'admin']);
    for (const name of REMOTE_NAMES) expect(isRemoteName(name)).toBe(true);
    for (const other of ['shell', 'Listings', '', 'toString', '__proto__'])
      expect([other, isRemoteName(other)]).toEqual([other, false]);
  });
});
