import { SERVICE_NAMES } from '../src/paths';
import {
  adminCredentials,
  CALLERS,
  callerTokens,
  DEV_ADMIN,
  SERVICE_CALLERS,
  SERVICE_DEPENDENCIES,
  serviceEnv,
} from '../src/service-env';

describe('the environment of the services', () => {
  const tokens = { bff: 'b'.repeat(64), content: 'c'.repeat(64), seed: 's'.repeat(64) };
  const settings = { databaseUri: 'mongodb://127.0.0.1:1/', tokens };

  it('makes a random 32-byte token per caller and per run, whatever SERVICE_TOKEN says', () => {
    const first = callerTokens();
    for (const caller of CALLERS) expect(first[caller]).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(Object.values(first)).size).toBe(CALLERS.length);
    expect(callerTokens().bff).not.toBe(first.bff);
  });

  it('lets each service answer only the callers it serves', () => {
    expect(SERVICE_CALLERS).toEqual({
      listings: ['bff', 'content', 'seed'],
      developments: ['bff', 'seed'],
      news: ['bff', 'seed'],
      content: ['bff', 'seed'],
      media: ['bff', 'seed'],
      identity: ['bff'],
    });
    const env = { SERVICE_TOKEN: 'a-token-of-the-launcher-0123' };
    const of = (name: (typeof SERVICE_NAMES)[number]) =>
      serviceEnv(name, env, { ...settings, admin: undefined });
    expect(of('listings').CALLER_TOKENS).toBe(
      `bff:${tokens.bff},content:${tokens.content},seed:${tokens.seed}`,
    );
    expect(of('identity').CALLER_TOKENS).toBe(`bff:${tokens.bff}`);
    expect(of('news').CALLER_TOKENS).toBe(`bff:${tokens.bff},seed:${tokens.seed}`);
    // Content presents its own token to the listings; no other service holds one to present.
    expect(of('content').SERVICE_TOKEN).toBe(tokens.content);
    for (const name of SERVICE_NAMES.filter((n) => n !== 'content')) {
      expect([name, of(name).SERVICE_TOKEN]).toEqual([name, undefined]);
    }
  });

  it('uses the development admin only outside production', () => {
    expect(adminCredentials({})).toEqual({ ...DEV_ADMIN, isDevelopmentDefault: true });
    expect(adminCredentials({ NODE_ENV: 'production' })).toBeUndefined();
    expect(
      adminCredentials({
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'a@b.example',
        ADMIN_PASSWORD: 'pw',
      }),
    ).toEqual({ email: 'a@b.example', password: 'pw', isDevelopmentDefault: false });
  });

  it('gives each service the database, a free port, its callers; admin and SMTP only where needed', () => {
    const env = { PORT: '8080', SMTP_URL: 'smtp://mail.example:25', ADMIN_PASSWORD: 'x' };
    const admin = adminCredentials({})!;
    const listings = serviceEnv('listings', env, { ...settings, admin });
    expect(listings).toMatchObject({
      MONGODB_URI: settings.databaseUri,
      HOST: '127.0.0.1',
      PORT: '0',
      CALLER_TOKENS: `bff:${tokens.bff},content:${tokens.content},seed:${tokens.seed}`,
    });
    expect(listings.SMTP_URL).toBeUndefined();
    expect(listings.ADMIN_PASSWORD).toBeUndefined();
    expect(serviceEnv('content', env, { ...settings, admin }).SMTP_URL).toBe(env.SMTP_URL);
    expect(serviceEnv('identity', env, { ...settings, admin })).toMatchObject({
      ADMIN_EMAIL: DEV_ADMIN.email,
      ADMIN_PASSWORD: DEV_ADMIN.password,
    });
  });

  it("passes on none of the launcher's secrets but the admin's, and that to identity only", () => {
    const env = {
      PATH: '/usr/bin',
      JWT_SECRET: 'j'.repeat(40),
      SOME_SECRET: 'unrelated',
      ADMIN_EMAIL: 'owner@reedmere.example',
      ADMIN_PASSWORD: 'launcher-admin-password',
    };
    const admin = adminCredentials(env)!;
    for (const name of SERVICE_NAMES) {
      const serviceEnvironment = serviceEnv(name, env, { ...settings, admin });
      expect([name, serviceEnvironment.PATH, serviceEnvironment.JWT_SECRET]).toEqual([
        name,
        '/usr/bin',
        undefined,
      ]);
      expect([name, serviceEnvironment.SOME_SECRET]).toEqual([name, undefined]);
      expect([name, serviceEnvironment.ADMIN_PASSWORD]).toEqual([
        name,
        name === 'identity' ? 'launcher-admin-password' : undefined,
      ]);
    }
  });

  it('gives content the listings URL (property alerts), and no other service any', () => {
    const admin = adminCredentials({})!;
    const serviceUrls = { listings: 'http://127.0.0.1:40101' };
    expect(serviceEnv('content', {}, { ...settings, admin, serviceUrls }).LISTINGS_URL).toBe(
      'http://127.0.0.1:40101',
    );
    for (const name of SERVICE_NAMES.filter((n) => n !== 'content')) {
      expect([
        name,
        serviceEnv(name, {}, { ...settings, admin, serviceUrls }).LISTINGS_URL,
      ]).toEqual([name, undefined]);
    }
  });

  it('gives content the site address for e-mail links, unless PUBLIC_ORIGIN names another', () => {
    const admin = adminCredentials({})!;
    const siteUrl = 'http://127.0.0.1:40888';
    expect(serviceEnv('content', {}, { ...settings, admin, siteUrl }).PUBLIC_ORIGIN).toBe(siteUrl);
    expect(
      serviceEnv(
        'content',
        { PUBLIC_ORIGIN: 'https://reedmere.example' },
        { ...settings, admin, siteUrl },
      ).PUBLIC_ORIGIN,
    ).toBe('https://reedmere.example');
    expect(
      serviceEnv('listings', {}, { ...settings, admin, siteUrl }).PUBLIC_ORIGIN,
    ).toBeUndefined();
  });

  it('gives the wait for the database the launcher names, unless the environment names one', () => {
    const waitOf = (env: NodeJS.ProcessEnv, databaseStartWaitMs?: number) =>
      serviceEnv('news', env, { ...settings, admin: undefined, databaseStartWaitMs })
        .DATABASE_START_WAIT_MS;
    expect(waitOf({})).toBeUndefined();
    expect(waitOf({}, 60000)).toBe('60000');
    expect(waitOf({ DATABASE_START_WAIT_MS: '4000' }, 60000)).toBe('4000');
    expect(waitOf({ DATABASE_START_WAIT_MS: '4000' })).toBe('4000');
  });

  it('starts every service another depends on before it', () => {
    for (const [name, dependencies] of Object.entries(SERVICE_DEPENDENCIES)) {
      for (const dependency of dependencies) {
        expect(SERVICE_NAMES.indexOf(dependency)).toBeLessThan(
          SERVICE_NAMES.indexOf(name as (typeof SERVICE_NAMES)[number]),
        );
      }
    }
  });
});
