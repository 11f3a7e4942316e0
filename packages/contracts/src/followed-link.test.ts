import { followedFrom, followedLinkState } from './followed-link';

describe('followed link state', () => {
  it('names the page, with its query, the link was on', () => {
    const state = followedLinkState({ pathname: '/residential', search: '?page=2' });
    expect(followedFrom(state)).toBe('/residential?page=2');
  });

  it('names nothing for any other state', () => {
    expect(followedFrom(undefined)).toBeNull();
    expect(followedFrom(null)).toBeNull();
    expect(followedFrom({ followedFrom: 3 })).toBeNull();
    expect(followedFrom({ followedFrom: 'https://elsewhere.example/' })).toBeNull();
    expect(followedFrom({ returnTo: '/residential' })).toBeNull();
  });
});
