import { startEmbeddedMongo, type EmbeddedMongo } from '@reedmere/embedded-mongo';
import type { Connection } from 'mongoose';
import { createApp } from '../src/app';
import { connectDatabase } from '../src/database';
import { silentLogger } from '../src/logger';
import { listen } from './helpers';

interface Running {
  database: EmbeddedMongo;
  connection: Connection;
  http: { url: string; close(): Promise<void> };
}

async function startAll(): Promise<Running> {
  const database = await startEmbeddedMongo({ inMemory: true, log: () => {} });
  const connection = await connectDatabase(database.uri);
  const http = await listen(createApp({ mongooseConnection: connection, logger: silentLogger }));
  return { database, connection, http };
}

async function stopAll(running: Running | undefined): Promise<void> {
  if (!running) return;
  await running.http.close();
  await running.connection.close(true).catch(() => {});
  await running.database.stop().catch(() => {});
}

describe('GET /api/health with the database running', () => {
  let running: Running | undefined;
  beforeAll(async () => {
    running = await startAll();
  });
  afterAll(() => stopAll(running));

  it('answers 200 with the database up', async () => {
    const response = await fetch(`${running!.http.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('sends the security headers, without forcing https on the plain-http setup', async () => {
    const response = await fetch(`${running!.http.url}/api/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('gives every response a request id', async () => {
    const response = await fetch(`${running!.http.url}/api/health`, {
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    const other = await fetch(`${running!.http.url}/api/health`);
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await fetch(`${running!.http.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'No API route for GET /api/nope' });
  });

  it('answers unknown methods on known API paths with 404 JSON', async () => {
    const response = await fetch(`${running!.http.url}/api/health`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No API route for DELETE /api/health' });
  });

  it('answers a malformed JSON body with 400 and no internal detail', async () => {
    const response = await fetch(`${running!.http.url}/api/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Request body is not valid JSON' });
  });
});

describe('GET /api/health after the database has stopped', () => {
  let running: Running | undefined;
  beforeAll(async () => {
    running = await startAll();
  });
  afterAll(() => stopAll(running));

  it('answers 503 with a message within a few seconds instead of hanging', async () => {
    const before = await fetch(`${running!.http.url}/api/health`);
    expect(before.status).toBe(200);

    await running!.database.stop();

    const started = Date.now();
    const response = await fetch(`${running!.http.url}/api/health`, {
      signal: AbortSignal.timeout(8000),
    });
    const elapsed = Date.now() - started;

    expect(response.status).toBe(503);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'unavailable', database: 'down' });
    expect(typeof body.message).toBe('string');
    expect(body.message).not.toBe('');
    // serverSelectionTimeoutMS is 2000 and the ping is bounded at 3000 (the driver's default
    // would be 30 s); the margin is for a busy CI machine.
    expect(elapsed).toBeLessThan(6000);
  }, 15000);
});
