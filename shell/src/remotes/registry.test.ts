import { remoteForOwner, toRemoteEntries } from './registry';

describe('remote registry', () => {
  it('resolves same-origin manifest paths against the origin', () => {
    expect(
      toRemoteEntries({ news: '/remotes/news/mf-manifest.json' }, 'http://localhost:8080'),
    ).toEqual([{ name: 'news', entry: 'http://localhost:8080/remotes/news/mf-manifest.json' }]);
  });

  it('maps route owners to remote names', () => {
    expect(remoteForOwner('mfe-listings')).toBe('listings');
    expect(remoteForOwner('mfe-calculators')).toBe('calculators');
    expect(remoteForOwner('shell')).toBeNull();
  });
});
