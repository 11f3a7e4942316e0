import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Connection } from 'mongoose';
import { Counter, Gauge } from 'prom-client';
import { createServiceApp } from './create-service-app';
import { silentLogger } from './logger';
import { countAsRoute, createProcessMetrics, type ProcessMetrics } from './metrics';
import { metricsApp } from './metrics-listener';
import { metricSum, parseMetrics } from './testing/metrics-text';

const TOKEN = 'the-bff-token-0123456789';
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

/** A listings-like service: a parameterised route, one that fails, one answered ahead by a cache. */
function listingsApp(metrics?: ProcessMetrics): Express {
  return createServiceApp({
    name: 'listings',
    // /health is the only route that reads the database, and these tests do not ask it.
    connection: {} as Connection,
    logger: silentLogger,
    callerTokens: [{ name: 'bff', token: TOKEN }],
    metrics,
    routes: (router) => {
      router.get('/properties/:id', (req, res) => {
        if (req.params.id === 'broken') throw new Error('a fault');
        res.json({ id: req.params.id });
      });
      // As the BFF's public read cache does: an answer kept from an earlier call of the route.
      router.use('/summary', (req, res, next) => {
        if (req.query.cached !== 'yes') return next();
        countAsRoute(res, '/summary');
        res.json({ cached: true });
      });
      router.get('/summary', (_req, res) => {
        res.json({ cached: false });
      });
    },
  });
}

async function serve(app: Express): Promise<{ url: string; server: Server }> {
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const stop = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

const asCaller = (url: string, path: string) =>
  fetch(`${url}${path}`, { headers: { 'x-service-token': TOKEN } });

async function scrape(url: string): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${url}/metrics`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

describe('the request metrics of a service', () => {
  let url: string;
  let server: Server;
  beforeAll(async () => ({ url, server } = await serve(listingsApp())));
  afterAll(() => stop(server));

  it('counts requests by route pattern, method and status, never by the path asked', async () => {
    for (const path of ['/properties/a1', '/properties/b2?sort=price', '/properties/c3']) {
      expect((await asCaller(url, path)).status).toBe(200);
    }
    expect((await asCaller(url, '/properties/broken')).status).toBe(500);
    expect((await asCaller(url, '/no/such/path?probe=1')).status).toBe(404);
    expect((await fetch(`${url}/properties/d4`)).status).toBe(403);

    const { status, type, text } = await scrape(url);
    expect(status).toBe(200);
    expect(type).toBe(PROMETHEUS_TEXT);
    const requests = (labels: Record<string, string>) =>
      metricSum(text, 'http_requests_total', labels);
    expect(requests({ method: 'GET', route: '/properties/:id', status: '200' })).toBe(3);
    expect(requests({ method: 'GET', route: '/properties/:id', status: '500' })).toBe(1);
    // The unknown path, and the call refused its token before any route matched.
    expect(requests({ method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(requests({ method: 'GET', route: 'unmatched', status: '403' })).toBe(1);
    expect(
      metricSum(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/properties/:id',
        status: '200',
      }),
    ).toBe(3);
    expect(
      metricSum(text, 'http_request_duration_seconds_bucket', {
        route: '/properties/:id',
        status: '200',
        le: '+Inf',
      }),
    ).toBe(3);

    const samples = parseMetrics(text);
    const routes = new Set(samples.map((sample) => sample.labels.route).filter(Boolean));
    expect([...routes].sort()).toEqual(['/properties/:id', 'unmatched']);
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples) expect(sample.labels.service).toBe('listings');
  });

  it('answers /metrics without a caller’s token, and never counts the scrapes', async () => {
    const before = await scrape(url);
    const after = await scrape(url);
    expect(after.status).toBe(200);
    expect(metricSum(after.text, 'http_requests_total')).toBe(
      metricSum(before.text, 'http_requests_total'),
    );
    expect(parseMetrics(after.text).some((sample) => sample.labels.route === '/metrics')).toBe(
      false,
    );
  });

  it('counts an answer given ahead of its route (a cached one) as that route’s', async () => {
    expect(await (await asCaller(url, '/summary')).json()).toEqual({ cached: false });
    expect(await (await asCaller(url, '/summary?cached=yes')).json()).toEqual({ cached: true });
    const { text } = await scrape(url);
    expect(metricSum(text, 'http_requests_total', { route: '/summary', status: '200' })).toBe(2);
  });

  it('keeps the process metrics out of an app given none: they are collected once per process', async () => {
    const { text } = await scrape(url);
    expect(parseMetrics(text).map((sample) => sample.name)).not.toContain(
      'process_cpu_user_seconds_total',
    );
  });
});

describe('a service registering metrics of its own', () => {
  it('serves them with the request metrics, and a 500 when one cannot be read', async () => {
    const metrics = createProcessMetrics('listings', { processMetrics: false });
    const imports = new Counter({
      name: 'listing_imports_total',
      help: 'Listings imported',
      labelNames: ['source'],
      registers: [metrics.registry],
    });
    imports.inc({ source: 'feed' }, 2);
    const { url, server } = await serve(listingsApp(metrics));
    try {
      const working = await scrape(url);
      expect(
        metricSum(working.text, 'listing_imports_total', { source: 'feed', service: 'listings' }),
      ).toBe(2);

      new Gauge({
        name: 'feed_backlog',
        help: 'Listings waiting in the feed',
        registers: [metrics.registry],
        collect() {
          throw new Error('the feed is unreachable');
        },
      });
      const failed = await scrape(url);
      expect([failed.status, failed.text]).toEqual([500, 'Metrics unavailable\n']);
      // The process goes on answering.
      expect((await asCaller(url, '/properties/a1')).status).toBe(200);
    } finally {
      await stop(server);
    }
  });
});

describe('the metrics app of a process whose own ports are public', () => {
  it('answers GET /metrics and a JSON 404 for anything else', async () => {
    const metrics = createProcessMetrics('bff', { processMetrics: false });
    metrics.requests.inc({ method: 'GET', route: '/api/health', status: '200' });
    const { url, server } = await serve(metricsApp(metrics.registry, silentLogger));
    try {
      const { status, type, text } = await scrape(url);
      expect([status, type]).toEqual([200, PROMETHEUS_TEXT]);
      expect(metricSum(text, 'http_requests_total', { route: '/api/health', service: 'bff' })).toBe(
        1,
      );
      const other = await fetch(`${url}/api/health`);
      expect([other.status, await other.json()]).toEqual([
        404,
        { message: 'Only /metrics answers here' },
      ]);
    } finally {
      await stop(server);
    }
  });
});
