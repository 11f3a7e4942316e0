import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_IN_VERSION, type HealthEvent } from '@reedmere/contracts';
import { canaryVisitorId } from '@reedmere/contracts/testing';
import { healthReportSchema } from '@reedmere/contracts/schemas';
import { silentLogger } from '@reedmere/service-kit';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { HEALTH_REPORTS_RATE_LIMITED } from '../src/remote-health/health-report-routes';
import { OTHER_VERSION } from '../src/remote-health/reported-version';
import type { Surface } from '../src/site/surfaces';
import { listen, type Listening } from './support/http';
import { SERVICE_TOKEN, STAFF_ASSERTION_KEY } from './support/stack';

const CANARY = '20261130T101500Z-0a1b2c3d';
const REGISTRY = {
  listings: '/remotes/listings/mf-manifest.json',
  // A canary being tried: both its build and the stable one are counted as themselves.
  news: {
    stable: '/remotes/news/mf-manifest.json',
    canary: { url: `/remotes/news/${CANARY}/mf-manifest.json`, share: 10, since: '2026-11-30' },
  },
  admin: '/remotes/admin/mf-manifest.json',
};

describe('POST /api/health-reports', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'health-reports-'));
  const remotesFile = path.join(folder, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(REGISTRY));
  const config = loadConfig({
    NODE_ENV: 'test',
    SERVICE_TOKEN,
    STAFF_ASSERTION_KEY,
    REMOTES_FILE: remotesFile,
  });
  const sites: Listening[] = [];
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()));
    rmSync(folder, { recursive: true, force: true });
  });

  /** A site whose counted events are `counted`; no service is called by this route. */
  async function site(surface: Surface = 'public', limit = 30) {
    const counted: HealthEvent[] = [];
    const weighed: HealthEvent[][] = [];
    const listening = await listen(
      createApp({
        config: { ...config, healthReportsPerMinute: limit },
        surface,
        logger: silentLogger,
        healthEvents: (event) => counted.push(event),
        healthReports: (events) => weighed.push(events),
      }),
    );
    sites.push(listening);
    const send = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${listening.url}/api/health-reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    return { counted, weighed, send };
  }

  const view = (remote: string, version: string, count = 1) => ({
    remote,
    version,
    kind: 'view',
    count,
  });

  it('counts each event under the version the registry names, and anything else as other', async () => {
    const { counted, send } = await site();
    const report = {
      events: [
        view('news', CANARY, 3),
        { remote: 'news', version: CANARY, kind: 'load-failed', phase: 'entry', count: 1 },
        view('listings', BUILT_IN_VERSION, 2),
        view('news', BUILT_IN_VERSION),
        // A page loaded before the deploy, and a version nobody ever built.
        view('news', '20200101T000000Z-ffffffff'),
        view('listings', 'made-up'),
      ],
    };
    expect(healthReportSchema.validate(report).error).toBeUndefined();
    const response = await send(report);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(counted).toEqual([
      view('news', CANARY, 3),
      { remote: 'news', version: CANARY, kind: 'load-failed', phase: 'entry', count: 1 },
      view('listings', BUILT_IN_VERSION, 2),
      view('news', BUILT_IN_VERSION),
      view('news', OTHER_VERSION),
      view('listings', OTHER_VERSION),
    ]);
  });

  it("gives the health check only the events of the visitor's own builds, each count capped", async () => {
    const { counted, weighed, send } = await site();
    const canaryUrl = `/remotes/news/${CANARY}/mf-manifest.json`;
    const idOf = (onCanary: boolean) => canaryVisitorId('news', canaryUrl, 10, onCanary);
    const report = {
      events: [
        view('news', CANARY, 50),
        { remote: 'news', version: CANARY, kind: 'section-error', count: 2 },
        view('news', BUILT_IN_VERSION),
      ],
    };
    // A visitor the stable build is given: their report of the canary decides nothing.
    expect((await send(report, { cookie: `reedmere_visitor=${idOf(false)}` })).status).toBe(204);
    expect(weighed).toEqual([[view('news', BUILT_IN_VERSION)]]);
    // One the canary is given: the canary's events, 50 views counted as 10.
    expect((await send(report, { cookie: `reedmere_visitor=${idOf(true)}` })).status).toBe(204);
    expect(weighed[1]).toEqual([
      view('news', CANARY, 10),
      { remote: 'news', version: CANARY, kind: 'section-error', count: 2 },
    ]);
    // The metrics count every event as reported.
    expect(counted.filter((event) => event.version === CANARY && event.kind === 'view')).toEqual([
      view('news', CANARY, 50),
      view('news', CANARY, 50),
    ]);
  });

  it('counts on the admin site only the remotes the admin site serves', async () => {
    const { counted, send } = await site('admin');
    expect(
      (await send({ events: [view('admin', BUILT_IN_VERSION), view('news', CANARY)] })).status,
    ).toBe(204);
    expect(counted).toEqual([view('admin', BUILT_IN_VERSION), view('news', OTHER_VERSION)]);
  });

  it.each([
    ['no events', { events: [] }, 'events'],
    ['an unknown remote', { events: [view('shop', BUILT_IN_VERSION)] }, 'events.0.remote'],
    ['a message', { events: [{ ...view('news', CANARY), message: 'x' }] }, 'events.0.message'],
    [
      'a load failure without its phase',
      { events: [{ ...view('news', CANARY), kind: 'load-failed' }] },
      'events.0.phase',
    ],
  ])('refuses a report with %s (400), counting nothing', async (_what, report, field) => {
    const { counted, send } = await site();
    const response = await send(report);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { field: string }[] };
    expect(body.errors.map((problem) => problem.field)).toContain(field);
    expect(counted).toEqual([]);
  });

  it('refuses a body that is not JSON (400) and one longer than a report can be (413)', async () => {
    const { counted, send } = await site();
    const broken = await send('{"events": [');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: expect.any(String) });
    const long = await send({
      events: [view('news', CANARY)],
      padding: 'x'.repeat(9000),
    });
    expect(long.status).toBe(413);
    expect(await long.json()).toEqual({ message: 'Request body is too large' });
    expect(counted).toEqual([]);
  });

  it("refuses another site's page (403) and counts nothing", async () => {
    const { counted, send } = await site();
    const response = await send(
      { events: [view('news', CANARY)] },
      { origin: 'https://elsewhere.example' },
    );
    expect(response.status).toBe(403);
    expect(counted).toEqual([]);
  });

  it('holds one address to its limit a minute (429 with the message), counting nothing more', async () => {
    const { counted, send } = await site('public', 2);
    const report = { events: [view('news', CANARY)] };
    expect((await send(report)).status).toBe(204);
    expect((await send(report)).status).toBe(204);
    const third = await send(report);
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ message: HEALTH_REPORTS_RATE_LIMITED });
    expect(counted).toHaveLength(2);
  });
});
