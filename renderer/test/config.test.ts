import os from 'node:os';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('applies the defaults: loopback, the site on 8080, a 30 s page cache', () => {
    expect(loadConfig({})).toEqual({
      port: 8090,
      host: '127.0.0.1',
      metricsPort: undefined,
      siteUrl: 'http://127.0.0.1:8080',
      remoteOrigins: [],
      registryPollMs: 30000,
      dataTimeoutMs: 3000,
      renderTimeoutMs: 5000,
      pageCacheTtlMs: 30000,
      workers: Math.min(2, os.availableParallelism()),
    });
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        PORT: '0',
        HOST: '0.0.0.0',
        METRICS_PORT: '9464',
        SITE_URL: 'http://bff:8080/',
        REMOTE_ORIGINS: 'https://cdn.reedmere.example, https://news.reedmere.example/',
        REGISTRY_POLL_MS: '5000',
        DATA_TIMEOUT_MS: '1500',
        RENDER_TIMEOUT_MS: '3000',
        PAGE_CACHE_TTL_MS: '0',
        RENDER_WORKERS: '4',
      }),
    ).toEqual({
      port: 0,
      host: '0.0.0.0',
      metricsPort: 9464,
      siteUrl: 'http://bff:8080',
      remoteOrigins: ['https://cdn.reedmere.example', 'https://news.reedmere.example'],
      registryPollMs: 5000,
      dataTimeoutMs: 1500,
      renderTimeoutMs: 3000,
      pageCacheTtlMs: 0,
      workers: 4,
    });
  });

  it('names every bad value at once', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        SITE_URL: 'ftp://bff',
        REMOTE_ORIGINS: 'https://cdn.example/path',
        PAGE_CACHE_TTL_MS: '-1',
        RENDER_WORKERS: '0',
      }),
    ).toThrow(
      /PORT[\s\S]*SITE_URL[\s\S]*PAGE_CACHE_TTL_MS[\s\S]*RENDER_WORKERS[\s\S]*REMOTE_ORIGINS/,
    );
  });

  it('refuses the page port for the metrics, and takes a free one with 0', () => {
    expect(() => loadConfig({ PORT: '8090', METRICS_PORT: '8090' })).toThrow(
      'METRICS_PORT must differ from PORT',
    );
    expect(loadConfig({ PORT: '0', METRICS_PORT: '0' }).metricsPort).toBe(0);
  });
});
