import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DeploymentsOverview, ReleaseEvent } from '@reedmere/contracts';
import {
  NEWS_CANARY_URL as CANARY,
  NEWS_CANARY_VERSION as CANARY_VERSION,
  NEWS_STABLE_URL as STABLE,
  NEWS_STABLE_VERSION as STABLE_VERSION,
  newsCanaryRelease,
} from '@reedmere/releases/testing';
import { signedIn, type Caller } from './support/client';
import { ADMIN, startStack, type TestStack } from './support/stack';

const EARLIER: ReleaseEvent = {
  at: '2026-11-30T09:00:00.000Z',
  remote: 'news',
  action: 'canary',
  version: CANARY_VERSION,
  stable: STABLE_VERSION,
  share: 10,
  by: 'command line',
};

/** Asks for a release action (`news/promote`, `news/rollback`) as `person`, with `json` if given. */
const releaseAction = (person: Caller, target: string, json?: unknown) =>
  person.fetch(`/api/admin/deployments/${target}`, {
    method: 'POST',
    ...(json === undefined ? {} : { json }),
  });

/** The message an answer gives. */
const messageOf = async (response: Response) =>
  ((await response.json()) as { message: string }).message;

describe("the admin's Deployments view", () => {
  let stack: TestStack;
  let owner: Caller;
  const beside = (name: string) => path.join(path.dirname(stack.remotesFile), name);
  const registry = () =>
    JSON.parse(readFileSync(stack.remotesFile, 'utf8')) as Record<string, unknown>;
  const history = () =>
    readFileSync(beside('release-history.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ReleaseEvent);

  beforeAll(async () => {
    stack = await startStack();
    owner = await signedIn(stack.adminUrl, ADMIN);
  });
  afterAll(() => stack?.stop());

  beforeEach(() => {
    writeFileSync(
      stack.remotesFile,
      JSON.stringify({
        listings: '/remotes/listings/mf-manifest.json',
        news: newsCanaryRelease({ plan: { steps: [50, 100], stepMinutes: 5 } }),
      }),
    );
    writeFileSync(beside('release-history.jsonl'), `${JSON.stringify(EARLIER)}\n`);
    writeFileSync(
      beside('canary-health.json'),
      JSON.stringify({
        updatedAt: '2026-11-30T09:10:00.000Z',
        remotes: {
          news: {
            canaryUrl: CANARY,
            since: '2026-11-30T09:00:00.000Z',
            figures: { canary: { views: 12, errors: 1 }, stable: { views: 90, errors: 0 } },
          },
        },
      }),
    );
  });

  it("lists each remote's builds, the canary's plan, check and figures, and the history", async () => {
    appendFileSync(
      beside('release-history.jsonl'),
      `${JSON.stringify({ ...EARLIER, at: '2026-11-30T09:05:00.000Z', action: 'share', share: 50 })}\n`,
    );
    const response = await owner.fetch('/api/admin/deployments');
    expect(response.status).toBe(200);
    const overview = (await response.json()) as DeploymentsOverview;
    expect(overview.managed).toBe(true);
    expect(overview.remotes).toEqual([
      {
        remote: 'listings',
        stable: { version: 'built-in', url: '/remotes/listings/mf-manifest.json' },
      },
      {
        remote: 'news',
        stable: { version: STABLE_VERSION, url: STABLE },
        canary: {
          version: CANARY_VERSION,
          url: CANARY,
          share: 10,
          since: '2026-11-30T09:00:00.000Z',
          check: { minViews: 50, marginPercent: 2 },
          plan: { steps: [50, 100], stepMinutes: 5 },
          figures: { canary: { views: 12, errors: 1 }, stable: { views: 90, errors: 0 } },
        },
      },
    ]);
    // Newest first.
    expect(overview.history.map((event) => event.action)).toEqual(['share', 'canary']);
  });

  it('promotes the canary as the signed-in person, in the history and the audit trail', async () => {
    const response = await releaseAction(owner, 'news/promote', { canaryUrl: CANARY });
    expect(response.status).toBe(200);
    const { event } = (await response.json()) as { event: ReleaseEvent };
    expect(event).toMatchObject({
      remote: 'news',
      action: 'promote',
      version: CANARY_VERSION,
      by: ADMIN.name,
    });
    expect(registry().news).toBe(CANARY);
    expect(history().at(-1)).toEqual(event);
    const trail = await owner.fetch('/api/admin/activity?kind=release');
    expect(trail.status).toBe(200);
    const [latest] = (await trail.json()) as { entity: object; changes: object[] }[];
    expect(latest).toMatchObject({
      entity: { kind: 'release', id: 'news', label: 'news' },
      changes: [{ field: 'canary', before: CANARY_VERSION, after: 'promoted' }],
    });
  });

  it('rolls the canary back with the reason given', async () => {
    const response = await releaseAction(owner, 'news/rollback', {
      canaryUrl: CANARY,
      reason: '  Prices shown twice on phones  ',
    });
    expect(response.status).toBe(200);
    expect(registry().news).toBe(STABLE);
    expect(history().at(-1)).toMatchObject({
      action: 'rollback',
      by: ADMIN.name,
      reason: 'Prices shown twice on phones',
    });
  });

  it('refuses what it cannot do with a message, changing nothing', async () => {
    const before = readFileSync(stack.remotesFile, 'utf8');
    const refusals: [string, unknown, number, string][] = [
      [
        'listings/promote',
        { canaryUrl: CANARY },
        409,
        '"listings" has no canary: every visitor already gets the same build.',
      ],
      // The canary before this one: the one deployed since is not promoted in its place.
      [
        'news/promote',
        { canaryUrl: '/remotes/news/20261129T120000Z-00000003/mf-manifest.json' },
        409,
        'The news canary changed meanwhile; nothing was done.',
      ],
      ['news/promote', undefined, 400, 'Validation failed'],
      ['blog/promote', { canaryUrl: CANARY }, 400, 'Validation failed'],
      ['news/rollback', { canaryUrl: CANARY, reason: 'x'.repeat(301) }, 400, 'Validation failed'],
      ['news/rollback', { canaryUrl: CANARY, why: 'no' }, 400, 'Validation failed'],
    ];
    for (const [target, json, status, message] of refusals) {
      const response = await releaseAction(owner, target, json);
      expect([target, response.status, await messageOf(response)]).toEqual([
        target,
        status,
        message,
      ]);
    }
    expect(readFileSync(stack.remotesFile, 'utf8')).toBe(before);
    expect(history()).toEqual([EARLIER]);
  });

  it('answers a canary ended meanwhile with 409 naming what happened', async () => {
    writeFileSync(stack.remotesFile, JSON.stringify({ news: STABLE }));
    const response = await releaseAction(owner, 'news/rollback', { canaryUrl: CANARY });
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe(
      '"news" has no canary: every visitor already gets the same build.',
    );
  });
});

describe('the Deployments view of a site whose remotes are fixed', () => {
  let stack: TestStack;
  let owner: Caller;

  beforeAll(async () => {
    // No registry file: every remote's own build, as configured.
    stack = await startStack({ env: { REMOTES_FILE: '' } });
    owner = await signedIn(stack.adminUrl, ADMIN);
  });
  afterAll(() => stack?.stop());

  it('shows what is served and changes nothing', async () => {
    const response = await owner.fetch('/api/admin/deployments');
    expect(response.status).toBe(200);
    const overview = (await response.json()) as DeploymentsOverview;
    expect(overview.managed).toBe(false);
    expect(overview.history).toEqual([]);
    expect(overview.remotes.map(({ remote, stable }) => [remote, stable.version])).toEqual([
      ['listings', 'built-in'],
      ['developments', 'built-in'],
      ['news', 'built-in'],
      ['calculators', 'built-in'],
      ['admin', 'built-in'],
    ]);
    const promote = await releaseAction(owner, 'news/promote', { canaryUrl: CANARY });
    expect(promote.status).toBe(409);
    expect(await messageOf(promote)).toBe(
      "This site's remotes are fixed by its configuration (no registry file): nothing can be released from here.",
    );
  });
});
