import {
  bucketOf,
  hasLiveCanary,
  parseReleaseRegistry,
  registryFor,
  RegistryFileError,
  type ReleaseRegistry,
} from './remote-releases';

const STABLE = '/remotes/news/20261101T000000Z-00000001/mf-manifest.json';
const CANARY = '/remotes/news/20261130T000000Z-00000002/mf-manifest.json';
const release = (share: number): ReleaseRegistry => ({
  listings: '/remotes/listings/mf-manifest.json',
  news: { stable: STABLE, canary: { url: CANARY, share, since: '2026-11-30T10:00:00.000Z' } },
});
const visitors = Array.from({ length: 2000 }, (_, i) => `visitor-${i.toString(16)}`);

describe('parseReleaseRegistry', () => {
  it('takes plain URLs and releases with a canary', () => {
    expect(parseReleaseRegistry(release(10))).toEqual(release(10));
  });

  it.each([
    [[], 'the registry must be a JSON object'],
    [{ news: '' }, 'the entry of remote "news" must be a manifest URL or { stable, canary }'],
    [{ news: 42 }, 'the entry of remote "news" must be a manifest URL or { stable, canary }'],
    [{ news: { canary: {} } }, 'the stable URL of remote "news" must be a non-empty string'],
    [{ news: { stable: STABLE } }, 'the canary of remote "news" must name its URL'],
    [
      { news: { stable: STABLE, canary: { url: CANARY, share: 101, since: '2026-11-30' } } },
      'the canary share of remote "news" must be a whole number from 0 to 100',
    ],
    [
      { news: { stable: STABLE, canary: { url: CANARY, share: 2.5, since: '2026-11-30' } } },
      'the canary share of remote "news" must be a whole number from 0 to 100',
    ],
    [
      { news: { stable: STABLE, canary: { url: CANARY, share: 10, since: 'soon' } } },
      'the canary of remote "news" must say since when (ISO 8601)',
    ],
  ])('refuses %j: %s', (value, message) => {
    expect(() => parseReleaseRegistry(value)).toThrow(new RegistryFileError(message));
  });
});

describe('registryFor', () => {
  it('gives a visitor with no id yet, and everyone at 0 %, the stable build', () => {
    expect(registryFor(release(50))).toEqual({
      listings: '/remotes/listings/mf-manifest.json',
      news: STABLE,
    });
    expect(visitors.every((id) => registryFor(release(0), id).news === STABLE)).toBe(true);
    expect(visitors.every((id) => registryFor(release(100), id).news === CANARY)).toBe(true);
  });

  it('gives about the share of visitors the canary, each the same version every time', () => {
    const onCanary = visitors.filter((id) => registryFor(release(10), id).news === CANARY);
    expect(onCanary.length).toBeGreaterThan(2000 * 0.07);
    expect(onCanary.length).toBeLessThan(2000 * 0.13);
    expect(onCanary.every((id) => registryFor(release(10), id).news === CANARY)).toBe(true);
  });

  it('keeps every visitor of a smaller share on the canary as the share grows', () => {
    const at10 = visitors.filter((id) => registryFor(release(10), id).news === CANARY);
    const at25 = new Set(visitors.filter((id) => registryFor(release(25), id).news === CANARY));
    expect(at10.every((id) => at25.has(id))).toBe(true);
    expect(at25.size).toBeGreaterThan(at10.length);
  });

  it('buckets from 1 to 100, and anew for another canary build', () => {
    const buckets = visitors.map((id) => bucketOf(id, 'news', CANARY));
    expect(Math.min(...buckets)).toBe(1);
    expect(Math.max(...buckets)).toBe(100);
    const again = visitors.map((id) => bucketOf(id, 'news', `${CANARY}?another`));
    expect(again.filter((bucket, i) => bucket === buckets[i]).length).toBeLessThan(100);
  });
});

describe('hasLiveCanary', () => {
  it('is true only when a canary serves somebody', () => {
    expect(hasLiveCanary(release(10))).toBe(true);
    expect(hasLiveCanary(release(0))).toBe(false);
    expect(hasLiveCanary({ news: STABLE })).toBe(false);
  });
});
