import {
  bucketOf,
  hasLiveCanary,
  canaryCheckProblem,
  compareFigures,
  countText,
  parseReleaseRegistry,
  rolloutPlanProblem,
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
const canaryWith = (fields: Record<string, unknown>) => ({
  news: { stable: STABLE, canary: { url: CANARY, share: 10, since: '2026-11-30', ...fields } },
});
const visitors = Array.from({ length: 2000 }, (_, i) => `visitor-${i.toString(16)}`);

describe('parseReleaseRegistry', () => {
  it('takes plain URLs and releases with a canary', () => {
    expect(parseReleaseRegistry(release(10))).toEqual(release(10));
  });

  it("takes a canary's check, plan and the time its share last changed", () => {
    const canary = {
      url: CANARY,
      share: 25,
      since: '2026-11-30T10:00:00.000Z',
      shareSince: '2026-11-30T10:05:00.000Z',
      check: { minViews: 20, marginPercent: 0.5 },
      plan: { steps: [25, 50, 100], stepMinutes: 5 },
    };
    expect(parseReleaseRegistry({ news: { stable: STABLE, canary } })).toEqual({
      news: { stable: STABLE, canary },
    });
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
    [
      canaryWith({ check: { minViews: 0, marginPercent: 2 } }),
      'the canary check of remote "news": the minimum views must be a whole number from 1',
    ],
    [
      canaryWith({ check: { minViews: 10, marginPercent: -1 } }),
      'the canary check of remote "news": the margin must be 0 or more points',
    ],
    [
      canaryWith({ plan: { steps: [50, 100], stepMinutes: 0 } }),
      'the plan of remote "news": a step must last more than 0 minutes',
    ],
    [
      canaryWith({ plan: { steps: [50, 25, 100], stepMinutes: 5 } }),
      'the plan of remote "news": the steps must rise',
    ],
    [
      canaryWith({ plan: { steps: [25, 50], stepMinutes: 5 } }),
      'the plan of remote "news": the last step must be 100 (the promotion)',
    ],
    [
      canaryWith({ shareSince: 'later' }),
      'the canary\'s shareSince of remote "news" must be ISO 8601',
    ],
  ])('refuses %j: %s', (value, message) => {
    expect(() => parseReleaseRegistry(value)).toThrow(new RegistryFileError(message));
  });
});

describe('rolloutPlanProblem', () => {
  const plan = (steps: number[], stepMinutes = 5) => ({ steps, stepMinutes });
  it('wants whole rising per cents from the first share, ending at 100', () => {
    expect(rolloutPlanProblem(plan([25, 50, 100]), 10)).toBeUndefined();
    expect(rolloutPlanProblem(plan([100]), 10)).toBeUndefined();
    expect(rolloutPlanProblem(plan([]), 10)).toBe(
      'the steps must be whole per cents from 1 to 100',
    );
    expect(rolloutPlanProblem(plan([25, Number.NaN, 100]), 10)).toBe(
      'the steps must be whole per cents from 1 to 100',
    );
    expect(rolloutPlanProblem(plan([10, 50, 100]), 10)).toBe(
      "the steps must rise from the canary's share (10)",
    );
    expect(rolloutPlanProblem(plan([25, 50]), 10)).toBe(
      'the last step must be 100 (the promotion)',
    );
    expect(rolloutPlanProblem(plan([100], 0))).toBe('a step must last more than 0 minutes');
  });
});

describe('canaryCheckProblem', () => {
  it('wants at least one view and a margin of 0 or more points', () => {
    expect(canaryCheckProblem({ minViews: 1, marginPercent: 0 })).toBeUndefined();
    expect(canaryCheckProblem({ minViews: 2.5, marginPercent: 1 })).toBe(
      'the minimum views must be a whole number from 1',
    );
    expect(canaryCheckProblem({ minViews: 5, marginPercent: Number.NaN })).toBe(
      'the margin must be 0 or more points',
    );
  });
});

describe('the figures in words', () => {
  it('counts with thousands grouped, and rates per view', () => {
    expect(countText(1, 'view', 'views')).toBe('1 view');
    expect(countText(1204, 'view', 'views')).toBe('1,204 views');
    expect(
      compareFigures({ canary: { views: 3, errors: 3 }, stable: { views: 12, errors: 0 } }),
    ).toBe('canary 3 errors in 3 views (100.0 %) against stable 0 errors in 12 views (0.0 %)');
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
