import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { canaryVisitorId } from '@reedmere/contracts/testing';
import { metricSum } from '@reedmere/service-kit/testing';
import { signedIn } from './support/client';
import { startBffProcess, type BffProcess } from './support/bff-process';
import { enquiryInput } from './support/enquiry-input';
import { listingInput } from './support/listing-input';
import {
  ADMIN,
  SERVICE_TOKEN,
  STAFF_ASSERTION_KEY,
  startStack,
  type TestStack,
} from './support/stack';

/** A request on a connection of its own: the primary deals each new connection to the next worker. */
function onNewConnection(
  base: string,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        method: init.method ?? 'GET',
        agent: false,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The worker processes under the primary. */
const workersOf = (primary: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(primary)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

async function until<T>(what: string, check: () => T | undefined, withinMs = 20_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waited ${withinMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The primary's own `listening` line (its metrics) names no worker.
const listeningWorkers = (bff: BffProcess) =>
  new Set(
    bff.lines
      .filter((line) => line.msg === 'listening' && line.worker !== undefined)
      .map((line) => line.worker),
  ).size;

describe('the BFF in several worker processes', () => {
  let stack: TestStack | undefined;
  let bff: BffProcess | undefined;
  const running = () => {
    if (!bff) throw new Error('the BFF did not start (see beforeAll)');
    return bff;
  };

  beforeAll(async () => {
    stack = await startStack();
    const urls = stack.config.serviceUrls;
    bff = await startBffProcess({
      NODE_ENV: 'test',
      BFF_WORKERS: '2',
      SERVICE_TOKEN,
      STAFF_ASSERTION_KEY,
      REMOTES_FILE: stack.remotesFile,
      LISTINGS_URL: urls.listings,
      DEVELOPMENTS_URL: urls.developments,
      NEWS_URL: urls.news,
      CONTENT_URL: urls.content,
      MEDIA_URL: urls.media,
      IDENTITY_URL: urls.identity,
      // Public reads are kept a minute: only the shared data version can make an edit show.
      PUBLIC_CACHE_TTL_MS: '60000',
      ENQUIRIES_PER_WINDOW: '3',
      SWEEP_INTERVAL_MS: '0',
      METRICS_PORT: '0',
    });
    await until('both workers listening', () => (listeningWorkers(bff!) === 2 ? true : undefined));
  });

  afterAll(async () => {
    await bff?.stop();
    await stack?.stop();
  });

  it('shows an edit made through one worker at once on every worker', async () => {
    const { url, adminUrl } = running();
    const admin = await signedIn(adminUrl, ADMIN);
    const created = await admin.fetch('/api/properties', { method: 'POST', json: listingInput() });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const titles = async () =>
      Promise.all(
        Array.from({ length: 6 }, async () => {
          const answer = await onNewConnection(url, `/api/properties/${id}`);
          expect(answer.status).toBe(200);
          return (JSON.parse(answer.body) as { title: string }).title;
        }),
      );
    // Each worker now keeps the listing as it was.
    expect(new Set(await titles())).toEqual(new Set(['Flint cottage']));
    const edited = await admin.fetch(`/api/properties/${id}`, {
      method: 'PUT',
      json: listingInput({ id, title: 'Flint cottage, reduced' }),
    });
    expect(edited.status).toBe(200);
    expect(new Set(await titles())).toEqual(new Set(['Flint cottage, reduced']));
  });

  it('refuses a session signed out through one worker at once on every worker', async () => {
    const { adminUrl } = running();
    const admin = await signedIn(adminUrl, ADMIN);
    const cookie = admin.cookie!;
    const asAdmin = () =>
      Promise.all(
        Array.from({ length: 6 }, async () => {
          const answer = await onNewConnection(adminUrl, '/api/admin/properties', {
            headers: { cookie },
          });
          return answer.status;
        }),
      );
    // Every worker has now seen the session live.
    expect(new Set(await asAdmin())).toEqual(new Set([200]));
    expect((await admin.fetch('/api/logout', { method: 'POST' })).status).toBeLessThan(400);
    expect(new Set(await asAdmin())).toEqual(new Set([401]));
  });

  it('holds a client to one rate limit, whichever worker answers each request', async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent < 5; sent++) {
      const answer = await onNewConnection(running().url, '/api/inquiries', {
        method: 'POST',
        json: enquiryInput({ email: `person${sent}@example.com` }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it("counts the browsers' health reports on both sites, whichever worker answers", async () => {
    const { url, adminUrl, metricsUrl, stderr } = running();
    const report = (remote: string) => ({
      method: 'POST',
      json: { events: [{ remote, version: 'built-in', kind: 'view', count: 1 }] },
    });
    const answers = [];
    for (let sent = 0; sent < 4; sent++) {
      answers.push((await onNewConnection(url, '/api/health-reports', report('news'))).status);
      answers.push(
        (await onNewConnection(adminUrl, '/api/health-reports', report('admin'))).status,
      );
    }
    expect(answers).toEqual(Array.from({ length: 8 }, () => 204));
    const text = await (await fetch(`${metricsUrl}/metrics`)).text();
    const views = (remote: string) =>
      metricSum(text, 'remote_health_events_total', { remote, kind: 'view' });
    expect([views('news'), views('admin')]).toEqual([4, 4]);
    // Each site's limit is counted apart by the primary: no count answered to the wrong one.
    expect(stderr()).not.toMatch(/cluster-memory-store|matching open request/);
  });

  it('rolls back a canary that errs by itself, counting the reports every worker received', async () => {
    const { url } = running();
    const remotesFile = stack!.remotesFile;
    const before = readFileSync(remotesFile, 'utf8');
    const stable = '/remotes/news/mf-manifest.json';
    const canaryVersion = '20261130T090000Z-0000000a';
    const canaryUrl = `/remotes/news/${canaryVersion}/mf-manifest.json`;
    writeFileSync(
      remotesFile,
      JSON.stringify({
        ...JSON.parse(before),
        news: {
          stable,
          canary: {
            url: canaryUrl,
            share: 50,
            since: new Date().toISOString(),
            check: { minViews: 4, marginPercent: 5 },
          },
        },
      }),
    );
    try {
      // Reports weigh for the builds their visitor is given: one visitor of each.
      const visitor = (onCanary: boolean) => canaryVisitorId('news', canaryUrl, 50, onCanary);
      const events = (version: string, kinds: string[]) => ({
        method: 'POST',
        json: { events: kinds.map((kind) => ({ remote: 'news', version, kind, count: 1 })) },
        headers: { cookie: `reedmere_visitor=${visitor(version === canaryVersion)}` },
      });
      // Two pages on the stable build, four on the canary, each page's section throwing; each
      // report on a connection of its own, so both workers get some.
      for (let page = 0; page < 2; page++) {
        const answer = await onNewConnection(
          url,
          '/api/health-reports',
          events('built-in', ['view']),
        );
        expect(answer.status).toBe(204);
      }
      for (let page = 0; page < 4; page++) {
        const answer = await onNewConnection(
          url,
          '/api/health-reports',
          events(canaryVersion, ['view', 'section-error']),
        );
        expect(answer.status).toBe(204);
      }
      // The history is written after the registry: once it names the rollback, both are done.
      const historyFile = path.join(path.dirname(remotesFile), 'release-history.jsonl');
      const rollbacks = () =>
        (existsSync(historyFile) ? readFileSync(historyFile, 'utf8') : '')
          .split('\n')
          .filter((line) => line.includes('"rollback"'))
          .map((line) => JSON.parse(line) as Record<string, unknown>);
      const [rollback] = await until('the rollback', () =>
        rollbacks().length > 0 ? rollbacks() : undefined,
      );
      expect((JSON.parse(readFileSync(remotesFile, 'utf8')) as { news: unknown }).news).toBe(
        stable,
      );
      expect(rollback).toMatchObject({
        remote: 'news',
        action: 'rollback',
        version: canaryVersion,
        stable: 'built-in',
        by: 'health check',
        figures: { canary: { views: 4, errors: 4 }, stable: { views: 2, errors: 0 } },
      });
    } finally {
      writeFileSync(remotesFile, before);
    }
  });

  it('sums the requests every worker answered in one scrape of the primary', async () => {
    const { url, metricsUrl, lines } = running();
    const health = async () =>
      metricSum(await (await fetch(`${metricsUrl!}/metrics`)).text(), 'http_requests_total', {
        service: 'bff',
        method: 'GET',
        route: '/api/health',
        status: '200',
      });
    const before = await health();
    const logged = lines.length;
    for (let asked = 0; asked < 6; asked++) {
      expect((await onNewConnection(url, '/api/health')).status).toBe(200);
    }
    expect((await health()) - before).toBe(6);
    // Answered by both workers, each counting its own.
    const answeredBy = await until('the request lines', () => {
      const workers = lines
        .slice(logged)
        .filter((line) => line.msg === 'request' && line.path === '/api/health')
        .map((line) => line.worker);
      return workers.length === 6 ? workers : undefined;
    });
    expect(new Set(answeredBy)).toEqual(new Set([0, 1]));
    // Not on the sites: they are public.
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
  });

  it('answers a scrape a worker does not answer with a 500, and goes on', async () => {
    const { child, metricsUrl, lines } = running();
    const [stopped] = workersOf(child.pid!);
    process.kill(stopped!, 'SIGSTOP');
    try {
      // prom-client waits 5 s for every worker.
      const scrape = await fetch(`${metricsUrl!}/metrics`);
      expect([scrape.status, await scrape.text()]).toEqual([500, 'Metrics unavailable\n']);
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: 'metrics unavailable', message: 'Operation timed out.' }),
      );
    } finally {
      process.kill(stopped!, 'SIGCONT');
    }
    expect((await fetch(`${metricsUrl!}/metrics`)).status).toBe(200);
    expect(child.exitCode).toBeNull();
  });

  it('starts a worker again after it dies, answering meanwhile', async () => {
    const current = running();
    const before = await until('two workers', () => {
      const pids = workersOf(current.child.pid!);
      return pids.length === 2 ? pids : undefined;
    });
    process.kill(before[0]!, 'SIGKILL');
    // A connection dealt to a worker in the instant it dies is lost with it, as its answers in
    // progress are; once the primary knows, every connection goes to a live worker.
    await until('the primary to notice', () =>
      current.lines.find((line) => line.msg === 'a BFF worker stopped; starting another'),
    );
    for (let asked = 0; asked < 6; asked++) {
      expect((await onNewConnection(current.url, '/api/health')).status).toBe(200);
    }
    const after = await until('a new worker', () => {
      const pids = workersOf(current.child.pid!);
      return pids.length === 2 && !pids.includes(before[0]!) ? pids : undefined;
    });
    expect(after).toContain(before[1]);
    // Each worker logs `listening` for the public site, and again (named) for the admin site.
    await until('the new worker listening', () =>
      current.lines.filter((line) => line.msg === 'listening' && line.name === undefined).length ===
      3
        ? true
        : undefined,
    );
  });

  it('sends a page of the other site to the port that site was given (both picked free)', async () => {
    const { url, adminUrl } = running();
    const toAdmin = await fetch(`${url}/admin/properties?tab=1`, { redirect: 'manual' });
    expect([toAdmin.status, toAdmin.headers.get('location')]).toEqual([
      303,
      `${adminUrl}/admin/properties?tab=1`,
    ]);
    const toPublic = await fetch(`${adminUrl}/news`, { redirect: 'manual' });
    expect(toPublic.headers.get('location')).toBe(`${url}/news`);
  });

  it.each(['PORT', 'ADMIN_PORT'])(
    'stops every worker and exits 1 at once when %s is taken',
    async (variable) => {
      const taken = new URL(variable === 'PORT' ? running().url : running().adminUrl).port;
      const second = startBffProcess({ NODE_ENV: 'test', BFF_WORKERS: '2', [variable]: taken });
      await expect(second).rejects.toThrow(/exited \(1\) before listening/);
      const failed = await second.catch((error: Error) => error.message);
      // Not a worker replaced again and again: the first failed start ends it.
      expect(failed).not.toMatch(/starting another/);
    },
  );

  it('stops every worker, each finishing its answers, and exits 0 on SIGTERM', async () => {
    const current = running();
    const pids = workersOf(current.child.pid!);
    expect(pids).toHaveLength(2);
    expect(await current.stop()).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  });
});
