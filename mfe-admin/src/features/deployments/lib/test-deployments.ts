import type { DeploymentsOverview, ReleaseEvent, RemoteDeployment } from '@reedmere/contracts';

const manifest = (remote: string, version: string) =>
  `/remotes/${remote}/${version}/mf-manifest.json`;

export const NEWS_STABLE = '20260601T090000Z-0a1b2c3d';
export const NEWS_CANARY = '20260610T083000Z-1f2e3d4c';

/** News with a canary on 10 % of visitors, stepping up by a plan, some reports counted. */
export const NEWS: RemoteDeployment = {
  remote: 'news',
  stable: { version: NEWS_STABLE, url: manifest('news', NEWS_STABLE) },
  canary: {
    version: NEWS_CANARY,
    url: manifest('news', NEWS_CANARY),
    share: 10,
    // Summer: the UK clock is an hour ahead of UTC.
    since: '2026-06-10T08:30:00.000Z',
    shareSince: '2026-06-10T08:35:00.000Z',
    check: { minViews: 50, marginPercent: 2 },
    plan: { steps: [25, 50, 100], stepMinutes: 5 },
    figures: { canary: { views: 3, errors: 1 }, stable: { views: 1204, errors: 0 } },
  },
};

/** Developments with a canary left to a person: no plan, and no report counted yet. */
export const DEVELOPMENTS: RemoteDeployment = {
  remote: 'developments',
  stable: { version: 'built-in', url: '/remotes/developments/mf-manifest.json' },
  canary: {
    version: '20260609T120000Z-99aa88bb',
    url: manifest('developments', '20260609T120000Z-99aa88bb'),
    share: 5,
    since: '2026-06-09T12:00:00.000Z',
    check: { minViews: 1, marginPercent: 0.5 },
  },
};

/** Listings with no canary: everyone gets the one build. */
export const LISTINGS: RemoteDeployment = {
  remote: 'listings',
  stable: { version: 'built-in', url: '/remotes/listings/mf-manifest.json' },
};

/** The health check rolling back an earlier news canary for its errors. */
export const AUTOMATIC_ROLLBACK: ReleaseEvent = {
  at: '2026-06-09T10:00:00.000Z',
  remote: 'news',
  action: 'rollback',
  version: '20260608T070000Z-deadbeef',
  stable: NEWS_STABLE,
  by: 'health check',
  reason:
    'canary 3 errors in 3 views (100.0 %) against stable 0 errors in 12 views (0.0 %): more than 2 points above, over at least 3 views',
  figures: { canary: { views: 3, errors: 3 }, stable: { views: 12, errors: 0 } },
};

/** The release history, newest first, as the server gives it. */
export const HISTORY: ReleaseEvent[] = [
  {
    at: '2026-06-10T08:30:00.000Z',
    remote: 'news',
    action: 'canary',
    version: NEWS_CANARY,
    stable: NEWS_STABLE,
    share: 10,
    by: 'command line',
  },
  AUTOMATIC_ROLLBACK,
  {
    at: '2026-06-08T16:00:00.000Z',
    remote: 'developments',
    action: 'rollback',
    version: '20260608T150000Z-01234567',
    stable: 'built-in',
    by: 'Alex Admin',
    reason: 'The gallery does not open on phones',
  },
];

export const OVERVIEW: DeploymentsOverview = {
  managed: true,
  remotes: [LISTINGS, DEVELOPMENTS, NEWS],
  history: HISTORY,
};
