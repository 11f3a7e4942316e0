import type { Connection } from 'mongoose';
import request from 'supertest';
import { createServiceAppFromContext } from './create-service-app';
import { silentLogger } from './logger';
import { createProcessMetrics } from './metrics';
import { metricSum } from './testing/metrics-text';

const TOKEN = 'the-bff-token-0123456789';

describe('a service app built from its context', () => {
  const metrics = createProcessMetrics('listings', { processMetrics: false });
  const app = createServiceAppFromContext(
    {
      // Only /health reads the database, and these tests do not ask it.
      connection: {} as Connection,
      logger: silentLogger,
      config: { callerTokens: [{ name: 'bff', token: TOKEN }] },
      metrics,
    },
    {
      name: 'listings',
      routes: (router) => router.get('/ping', (_req, res) => res.json({ pong: true })),
    },
  );

  it('answers only the callers the context lists', async () => {
    expect((await request(app).get('/ping')).status).toBe(403);
    const answer = await request(app).get('/ping').set('x-service-token', TOKEN);
    expect([answer.status, answer.body]).toEqual([200, { pong: true }]);
  });

  it('counts its requests in the context’s metrics', async () => {
    await request(app).get('/ping').set('x-service-token', TOKEN);
    const text = await metrics.registry.metrics();
    expect(
      metricSum(text, 'http_requests_total', { method: 'GET', route: '/ping', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
  });
});
