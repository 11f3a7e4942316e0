import { metricSum, parseMetrics } from '@reedmere/service-kit/testing';
import { startBffProcess, type BffProcess } from './support/bff-process';

/**
 * The BFF of one process, as the launcher and the tests run it: its sites are public, so its
 * metrics are answered on METRICS_PORT alone. No service is needed: only `/api/health` is asked.
 */
describe('the metrics of a BFF of one process', () => {
  let bff: BffProcess | undefined;
  const running = () => {
    if (!bff?.metricsUrl) throw new Error('the BFF did not start with its metrics (see beforeAll)');
    return { ...bff, metricsUrl: bff.metricsUrl };
  };
  const scrape = async () => {
    const response = await fetch(`${running().metricsUrl}/metrics`);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  };

  beforeAll(async () => {
    bff = await startBffProcess({
      NODE_ENV: 'test',
      BFF_WORKERS: '1',
      METRICS_PORT: '0',
      SWEEP_INTERVAL_MS: '0',
    });
  });
  afterAll(() => bff?.stop());

  it('serves /metrics on neither site', async () => {
    const { url, adminUrl } = running();
    for (const site of [url, adminUrl]) {
      const response = await fetch(`${site}/metrics`);
      // Read to its end, so this page is counted now and not among the next test's requests.
      await response.arrayBuffer();
      expect([site, response.status]).toEqual([site, 404]);
    }
  });

  it('reports the port of its metrics in a `listening` line of their own', () => {
    const { lines, metricsUrl } = running();
    const line = lines.find((entry) => entry.msg === 'listening' && entry.name === 'metrics');
    expect(line).toMatchObject({ service: 'bff', port: Number(new URL(metricsUrl).port) });
  });

  it('answers on its own port with the requests both sites answered, by route pattern', async () => {
    const { url, adminUrl } = running();
    const before = await scrape();
    // Each answer read to its end: a request is counted once its response has finished.
    const status = async (target: string, accept = 'application/json') => {
      const response = await fetch(target, { headers: { accept } });
      await response.arrayBuffer();
      return response.status;
    };
    for (let asked = 0; asked < 3; asked++) {
      expect(await status(`${url}/api/health`)).toBe(200);
    }
    expect(await status(`${adminUrl}/api/health`)).toBe(200);
    expect(await status(`${url}/api/no-such-call/5f1d?probe=1`)).toBe(404);
    const page = (path: string) => status(`${url}${path}`, 'text/html');
    await page('/property/5f1d');
    await page('/property/6a2e');
    expect(await page('/no-such-page')).toBe(404);
    const after = await scrape();
    expect([after.status, after.type]).toEqual([200, 'text/plain; version=0.0.4; charset=utf-8']);

    const counted = (text: string, labels: Record<string, string>) =>
      metricSum(text, 'http_requests_total', { service: 'bff', ...labels });
    const added = (labels: Record<string, string>) =>
      counted(after.text, labels) - counted(before.text, labels);
    expect(added({ method: 'GET', route: '/api/health', status: '200' })).toBe(4);
    expect(added({ method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    // Pages by the screen they show, never by their path.
    expect(added({ method: 'GET', route: 'page:property-detail' })).toBe(2);
    expect(added({ method: 'GET', route: 'page:404' })).toBe(1);
    const routes = parseMetrics(after.text).map((sample) => sample.labels.route ?? '');
    expect(routes.filter((route) => /5f1d|probe|no-such/.test(route))).toEqual([]);
    // The process's own metrics come with them.
    expect(
      parseMetrics(after.text).filter((sample) => sample.name === 'process_cpu_user_seconds_total'),
    ).toEqual([
      {
        name: 'process_cpu_user_seconds_total',
        labels: { service: 'bff' },
        value: expect.any(Number),
      },
    ]);
  });

  it("counts the browsers' health reports by remote, version, kind and phase", async () => {
    const { url } = running();
    const report = {
      events: [
        { remote: 'news', version: 'built-in', kind: 'view', count: 3 },
        { remote: 'news', version: 'built-in', kind: 'load-failed', phase: 'entry', count: 1 },
        { remote: 'news', version: '20200101T000000Z-ffffffff', kind: 'view', count: 2 },
      ],
    };
    const sent = await fetch(`${url}/api/health-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    });
    expect(sent.status).toBe(204);
    const { text } = await scrape();
    const counted = (labels: Record<string, string>) =>
      metricSum(text, 'remote_health_events_total', { service: 'bff', remote: 'news', ...labels });
    expect(counted({ version: 'built-in', kind: 'view', phase: '' })).toBe(3);
    expect(counted({ version: 'built-in', kind: 'load-failed', phase: 'entry' })).toBe(1);
    expect(counted({ version: 'other', kind: 'view' })).toBe(2);
  });

  it('answers nothing else on that port', async () => {
    const answer = await fetch(`${running().metricsUrl}/health`);
    expect(answer.status).toBe(404);
  });
});
