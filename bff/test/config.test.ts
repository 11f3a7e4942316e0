import os from 'node:os';
import path from 'node:path';
import { newStaffKeyPair } from '@reedmere/service-kit';
import { ConfigError, DEVELOPMENT_JWT_SECRET, loadConfig } from '../src/config';

const LONG_SECRET = 'a-production-secret-of-more-than-32-chars';
const STAFF_KEYS = newStaffKeyPair();

describe('loadConfig', () => {
  it('applies the documented defaults (no database setting needed)', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      adminPort: 8081,
      host: '127.0.0.1',
      metricsPort: undefined,
      serviceUrls: {
        listings: 'http://127.0.0.1:4101',
        developments: 'http://127.0.0.1:4102',
        news: 'http://127.0.0.1:4103',
        content: 'http://127.0.0.1:4104',
        media: 'http://127.0.0.1:4105',
        identity: 'http://127.0.0.1:4106',
      },
      serviceToken: undefined,
      staffKey: undefined,
      jwtSecret: DEVELOPMENT_JWT_SECRET,
      nodeEnv: 'development',
      production: false,
      publicOrigin: undefined,
      adminOrigin: undefined,
      devOrigins: [],
      corsOrigins: [],
      trustProxy: false,
      remotesFile: undefined,
      sweepIntervalMs: 3_600_000,
      siteDir: path.resolve(__dirname, '..', '..', 'shell', 'dist'),
      remotesDir: path.resolve(__dirname, '..', '..'),
      seoLookupTimeoutMs: 500,
      remoteUpstreams: {},
      shellUpstream: undefined,
      remoteDeploysDir: undefined,
      upstreamTimeoutMs: 5000,
      serviceCallTimeoutMs: 2000,
      rendererUrl: undefined,
      renderBudgetMs: 500,
      publicCacheTtlMs: 5000,
      enquiriesPerWindow: 5,
      healthReportsPerMinute: 30,
      enquiriesPerEmail: 5,
      alertSignUpsPerWindow: 5,
      alertSignUpsPerEmail: 3,
      serverLimits: {
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 60_000,
        keepAliveTimeoutMs: 75_000,
        maxConnections: 1000,
        maxConnectionsPerClient: 256,
      },
      uploadTimeoutMs: 300_000,
      workers: Math.min(4, Math.max(2, os.availableParallelism())),
    });
    expect(DEVELOPMENT_JWT_SECRET).toBe('development-only-jwt-secret-change-me');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      LISTINGS_URL: 'http://listings:4101',
      DEVELOPMENTS_URL: 'http://developments:4102',
      NEWS_URL: 'http://news:4103',
      CONTENT_URL: 'http://content:4104',
      MEDIA_URL: 'http://media:4105',
      IDENTITY_URL: 'http://identity:4106',
      SERVICE_TOKEN: 'a-service-token-0123',
      STAFF_ASSERTION_KEY: STAFF_KEYS.privateKey,
      JWT_SECRET: LONG_SECRET,
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://www.reedmere.example/',
      ADMIN_ORIGIN: 'https://admin.reedmere.example/',
      ADMIN_PORT: '9081',
      TRUST_PROXY: 'true',
      REMOTES_FILE: '/etc/reedmere/remotes.json',
      SWEEP_INTERVAL_MS: '0',
      SITE_DIR: '/srv/reedmere/site',
      REMOTES_DIR: '/srv/reedmere',
      SEO_LOOKUP_TIMEOUT_MS: '800',
      REMOTE_UPSTREAMS: 'news=http://mfe-news:8080/, admin=https://mfe-admin:8443/static',
      SHELL_UPSTREAM: 'http://shell:8080/',
      REMOTE_DEPLOYS_DIR: '/srv/reedmere/deploys',
      UPSTREAM_TIMEOUT_MS: '2000',
      SERVICE_CALL_TIMEOUT_MS: '3000',
      RENDERER_URL: 'http://renderer:8090/',
      RENDER_BUDGET_MS: '800',
      PUBLIC_CACHE_TTL_MS: '1500',
      ENQUIRIES_PER_WINDOW: '20',
      HEALTH_REPORTS_PER_MINUTE: '60',
      ENQUIRIES_PER_EMAIL: '7',
      ALERT_SIGNUPS_PER_WINDOW: '30',
      ALERT_SIGNUPS_PER_EMAIL: '6',
      HEADERS_TIMEOUT_MS: '10000',
      REQUEST_TIMEOUT_MS: '30000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      MAX_CONNECTIONS: '500',
      MAX_CONNECTIONS_PER_CLIENT: '50',
      UPLOAD_TIMEOUT_MS: '600000',
      CORS_ORIGINS: 'https://partner.example, https://portal.example:8443/',
      BFF_WORKERS: '3',
    });
    expect(config).toEqual({
      port: 0,
      adminPort: 9081,
      host: '0.0.0.0',
      serviceUrls: {
        listings: 'http://listings:4101',
        developments: 'http://developments:4102',
        news: 'http://news:4103',
        content: 'http://content:4104',
        media: 'http://media:4105',
        identity: 'http://identity:4106',
      },
      serviceToken: 'a-service-token-0123',
      staffKey: expect.objectContaining({ type: 'private', asymmetricKeyType: 'ec' }),
      jwtSecret: LONG_SECRET,
      nodeEnv: 'production',
      production: true,
      publicOrigin: 'https://www.reedmere.example',
      adminOrigin: 'https://admin.reedmere.example',
      devOrigins: [],
      corsOrigins: ['https://partner.example', 'https://portal.example:8443'],
      trustProxy: true,
      remotesFile: '/etc/reedmere/remotes.json',
      sweepIntervalMs: 0,
      siteDir: '/srv/reedmere/site',
      remotesDir: '/srv/reedmere',
      seoLookupTimeoutMs: 800,
      remoteUpstreams: { news: 'http://mfe-news:8080', admin: 'https://mfe-admin:8443/static' },
      shellUpstream: 'http://shell:8080',
      remoteDeploysDir: '/srv/reedmere/deploys',
      upstreamTimeoutMs: 2000,
      serviceCallTimeoutMs: 3000,
      rendererUrl: 'http://renderer:8090',
      renderBudgetMs: 800,
      publicCacheTtlMs: 1500,
      enquiriesPerWindow: 20,
      healthReportsPerMinute: 60,
      enquiriesPerEmail: 7,
      alertSignUpsPerWindow: 30,
      alertSignUpsPerEmail: 6,
      serverLimits: {
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 30_000,
        keepAliveTimeoutMs: 65_000,
        maxConnections: 500,
        maxConnectionsPerClient: 50,
      },
      uploadTimeoutMs: 600_000,
      workers: 3,
    });
  });

  it('runs a worker per core, two to four, unless BFF_WORKERS says how many', () => {
    expect(loadConfig({}).workers).toBe(Math.min(4, Math.max(2, os.availableParallelism())));
    expect(loadConfig({ BFF_WORKERS: '1' }).workers).toBe(1);
    expect(loadConfig({ BFF_WORKERS: '4' }).workers).toBe(4);
    expect(() => loadConfig({ BFF_WORKERS: '0' })).toThrow('BFF_WORKERS');
  });

  it('does not cap connections per address behind the trusted proxy, whose address they all share', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).serverLimits.maxConnectionsPerClient).toBe(0);
  });

  it('reads DEV_ORIGINS as a comma list in development', () => {
    expect(
      loadConfig({ DEV_ORIGINS: 'http://localhost:3000, http://127.0.0.1:3001/' }).devOrigins,
    ).toEqual(['http://localhost:3000', 'http://127.0.0.1:3001']);
  });

  it.each([
    [{}, /JWT_SECRET must be set in production/],
    [{ JWT_SECRET: DEVELOPMENT_JWT_SECRET }, /JWT_SECRET must be set in production/],
    [{ JWT_SECRET: 'short-but-not-default' }, /at least 32 characters/],
    [{ JWT_SECRET: LONG_SECRET, DEV_ORIGINS: 'http://localhost:3000' }, /development only/],
  ])('refuses to start in production with %p', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(message);
  });

  describe('production', () => {
    const COMPLETE = {
      NODE_ENV: 'production',
      JWT_SECRET: LONG_SECRET,
      SERVICE_TOKEN: 'a-service-token-0123',
      STAFF_ASSERTION_KEY: STAFF_KEYS.privateKey,
      PUBLIC_ORIGIN: 'https://www.reedmere.example',
      ADMIN_ORIGIN: 'https://admin.reedmere.example',
      TRUST_PROXY: 'true',
    };
    const problemsOf = (env: Record<string, string | undefined>): string[] => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
    };

    it.each([
      ['SERVICE_TOKEN', 'SERVICE_TOKEN is required in production'],
      ['STAFF_ASSERTION_KEY', 'STAFF_ASSERTION_KEY is required in production'],
      ['PUBLIC_ORIGIN', 'PUBLIC_ORIGIN is required in production'],
      ['ADMIN_ORIGIN', 'ADMIN_ORIGIN is required in production'],
      ['TRUST_PROXY', 'TRUST_PROXY must be true in production'],
    ])('refuses to start without %s, naming it', (name, message) => {
      for (const missing of [undefined, '']) {
        const problems = problemsOf({ ...COMPLETE, [name]: missing });
        expect(problems).toHaveLength(1);
        expect(problems[0]).toContain(message);
      }
    });

    it('refuses TRUST_PROXY=false and a plain-http PUBLIC_ORIGIN', () => {
      expect(problemsOf({ ...COMPLETE, TRUST_PROXY: 'false' })).toEqual([
        expect.stringContaining('TRUST_PROXY must be true in production'),
      ]);
      expect(problemsOf({ ...COMPLETE, PUBLIC_ORIGIN: 'http://www.reedmere.example' })).toEqual([
        'PUBLIC_ORIGIN must be an https:// origin in production',
      ]);
    });

    it('refuses an admin site on plain http, or on the public host (cookies are kept per host)', () => {
      expect(problemsOf({ ...COMPLETE, ADMIN_ORIGIN: 'http://admin.reedmere.example' })).toEqual([
        'ADMIN_ORIGIN must be an https:// origin in production',
      ]);
      expect(
        problemsOf({ ...COMPLETE, ADMIN_ORIGIN: 'https://www.reedmere.example:8443' }),
      ).toEqual(['ADMIN_ORIGIN must be on another host than PUBLIC_ORIGIN in production']);
    });

    it('refuses a STAFF_ASSERTION_KEY that is not an EC P-256 private key, naming it', () => {
      for (const value of ['not-a-key', STAFF_KEYS.publicKey]) {
        expect(problemsOf({ ...COMPLETE, STAFF_ASSERTION_KEY: value })).toEqual([
          'STAFF_ASSERTION_KEY must be the base64 of an EC P-256 PKCS#8 private key',
        ]);
      }
    });

    it('refuses one port for both sites', () => {
      expect(problemsOf({ PORT: '9000', ADMIN_PORT: '9000' })).toEqual([
        'ADMIN_PORT must differ from PORT: the admin site has a listener of its own',
      ]);
      expect(problemsOf({ PORT: '0', ADMIN_PORT: '0' })).toEqual([]);
    });

    it('refuses a metrics port that is one of the sites’, and takes one of its own or none', () => {
      for (const ports of [
        { PORT: '9000', METRICS_PORT: '9000' },
        { ADMIN_PORT: '9001', METRICS_PORT: '9001' },
      ]) {
        expect(problemsOf(ports)).toEqual([
          'METRICS_PORT must differ from PORT and ADMIN_PORT: the sites are public',
        ]);
      }
      expect(problemsOf({ PORT: '0', ADMIN_PORT: '0', METRICS_PORT: '0' })).toEqual([]);
      expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
      expect(loadConfig({}).metricsPort).toBeUndefined();
    });

    it('reports everything missing at once', () => {
      expect(problemsOf({ NODE_ENV: 'production' }).join('\n')).toEqual(
        expect.stringMatching(
          /SERVICE_TOKEN[\s\S]*PUBLIC_ORIGIN[\s\S]*ADMIN_ORIGIN[\s\S]*TRUST_PROXY[\s\S]*JWT_SECRET/,
        ),
      );
    });

    it('loads a complete production configuration', () => {
      expect(loadConfig(COMPLETE)).toMatchObject({
        production: true,
        serviceToken: 'a-service-token-0123',
        publicOrigin: 'https://www.reedmere.example',
        trustProxy: true,
      });
    });

    it('keeps the development defaults outside production', () => {
      expect(problemsOf({})).toEqual([]);
    });
  });

  it('refuses a request timeout shorter than the headers timeout, or uploads shorter than both', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      'REQUEST_TIMEOUT_MS must be at least HEADERS_TIMEOUT_MS',
    );
    expect(() => loadConfig({ UPLOAD_TIMEOUT_MS: '30000' })).toThrow(
      'UPLOAD_TIMEOUT_MS must be at least REQUEST_TIMEOUT_MS',
    );
  });

  it('reports every problem at once', () => {
    try {
      loadConfig({
        PORT: '80a',
        LISTINGS_URL: 'ftp://x',
        TRUST_PROXY: 'maybe',
        SWEEP_INTERVAL_MS: '-1',
        NODE_ENV: 'staging',
        DEV_ORIGINS: 'not an origin',
        CORS_ORIGINS: 'https://partner.example/path',
      });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'LISTINGS_URL', 'TRUST_PROXY', 'SWEEP_INTERVAL_MS', 'NODE_ENV']) {
        expect(problems).toContain(name);
      }
      expect(problems).toContain('DEV_ORIGINS: "not an origin" is not an origin');
      expect(problems).toContain('CORS_ORIGINS: "https://partner.example/path" is not an origin');
    }
  });

  it.each([
    [
      'blog=http://blog:8080',
      '"blog" is not a remote (one of listings, developments, news, calculators, admin)',
    ],
    ['news', '"news" is not name=url'],
    ['news=', '"news=" is not name=url'],
    ['news=ftp://mfe-news', 'the URL of "news" must be an http(s) URL (got "ftp://mfe-news")'],
    ['news=mfe-news:8080', 'the URL of "news" must be an http(s) URL'],
    ['news=http://a:1,news=http://b:2', '"news" is given twice'],
  ])('refuses REMOTE_UPSTREAMS=%p with a clear message', (value, message) => {
    expect(() => loadConfig({ REMOTE_UPSTREAMS: value })).toThrow(`REMOTE_UPSTREAMS: ${message}`);
  });

  it('refuses a SHELL_UPSTREAM that is not an http(s) URL', () => {
    expect(() => loadConfig({ SHELL_UPSTREAM: 'shell:8080' })).toThrow(/SHELL_UPSTREAM/);
    expect(() => loadConfig({ SHELL_UPSTREAM: 'http://shell:8080/?x=1' })).toThrow(
      /SHELL_UPSTREAM/,
    );
  });
});
