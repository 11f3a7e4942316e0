import {
  ConfigError,
  baseEnvSchema,
  newStaffKeyPair,
  readEnv,
  schemasOf,
} from '@reedmere/service-kit';
import request from 'supertest';
import { useTestService } from '@reedmere/service-kit/testing';
import { DEVELOPMENT_SECOND_FACTOR_KEY, IDENTITY_SETTINGS, identityConfig } from '../src/config';
import { DEMO_STAFF } from '../src/domain/demo-staff';
import { startTestService, ADDRESS } from './support/test-service';

const ADMIN = { email: 'Owner@Reedmere.test', password: 'first long password', name: 'Owner' };

describe('the configured admin', () => {
  const service = useTestService(() => startTestService({ bootstrapAdmin: ADMIN }));

  const users = () => service().connection.collection('admin_users');

  it('is created at start-up, lower-cased, with a hashed password', async () => {
    const stored = await users().find({}).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'owner@reedmere.test', name: 'Owner' });
    expect(stored[0]?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored[0]?.passwordHash).not.toContain(ADMIN.password);
    await service()
      .http()
      .post('/login')
      .send({ email: 'owner@reedmere.test', password: ADMIN.password, address: ADDRESS })
      .expect(200);
  });

  it('is not created twice nor has its password reset on a later start', async () => {
    const before = await users().findOne({});
    const server = await service().restart({
      bootstrapAdmin: { ...ADMIN, password: 'a different password', name: 'Renamed' },
    });
    const after = await users().find({}).toArray();
    expect(after).toHaveLength(1);
    expect(after[0]?.passwordHash).toBe(before?.passwordHash);
    expect(after[0]?.name).toBe('Owner');
    await request(server)
      .post('/login')
      .send({ email: ADMIN.email, password: 'a different password', address: ADDRESS })
      .expect(401);
    await request(server)
      .post('/login')
      .send({ email: ADMIN.email, password: ADMIN.password, address: ADDRESS })
      .expect(200);
  });
});

describe("the demo's staff", () => {
  const service = useTestService(() =>
    startTestService({ bootstrapAdmin: ADMIN, demoStaff: true }),
  );

  it('are made beside the owner, each with their rights, and sign in with the published passwords', async () => {
    const stored = await service()
      .connection.collection('admin_users')
      .find({}, { projection: { _id: 0, email: 1, role: 1, divisions: 1 } })
      .sort({ email: 1 })
      .toArray();
    expect(stored).toEqual([
      { email: 'news.editor@reedmere.example', role: 'editor', divisions: ['news'] },
      { email: 'owner@reedmere.test', role: 'owner', divisions: [] },
      { email: 'residential.editor@reedmere.example', role: 'editor', divisions: ['residential'] },
    ]);
    for (const { email, password, rights } of DEMO_STAFF) {
      const signIn = await service()
        .http()
        .post('/login')
        .send({ email, password, address: ADDRESS })
        .expect(200);
      expect(signIn.body.user).toMatchObject(rights!);
      const session = await service()
        .http()
        .get('/sessions/current')
        .set('x-session-id', signIn.body.sessionId)
        .expect(200);
      expect(session.body.user).toMatchObject({ email, ...rights });
    }
  });

  it('reads an account made before roles as the owner it was', async () => {
    await service()
      .connection.collection('admin_users')
      .updateOne({ email: 'owner@reedmere.test' }, { $unset: { role: 1, divisions: 1 } });
    const signIn = await service()
      .http()
      .post('/login')
      .send({ email: ADMIN.email, password: ADMIN.password, address: ADDRESS })
      .expect(200);
    expect(signIn.body.user).toMatchObject({ role: 'owner', divisions: [] });
  });
});

describe('identity configuration', () => {
  const STAFF_ASSERTION_PUBLIC_KEY = newStaffKeyPair().publicKey;
  const read = (env: Record<string, string>) =>
    identityConfig(
      readEnv<Record<string, unknown>>(
        { ...baseEnvSchema, ...schemasOf(IDENTITY_SETTINGS) },
        { MONGODB_URI: 'mongodb://127.0.0.1:27017/', ...env },
      ),
    );
  const problems = (env: Record<string, string>): string[] => {
    try {
      read(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('has working defaults and no admin unless one is configured', () => {
    expect(read({})).toEqual({
      bootstrapAdmin: undefined,
      demoStaff: false,
      sessionLifetimeMs: 8 * 3600_000,
      sessionIdleMs: 30 * 60_000,
      maxFailedLogins: 5,
      loginWindowMs: 15 * 60_000,
      accountBackoffAfter: 10,
      accountBackoffBaseMs: 1000,
      hashConcurrency: 2,
      hashQueue: 8,
      requireSecondFactor: false,
      secondFactorKey: DEVELOPMENT_SECOND_FACTOR_KEY,
      passwordHashCost: 17,
    });
    expect(read({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }).bootstrapAdmin).toBeUndefined();
  });

  it('reads the sign-in throttling settings', () => {
    expect(
      read({
        LOGIN_ACCOUNT_MAX_FAILURES: '20',
        LOGIN_ACCOUNT_BACKOFF_SECONDS: '5',
        LOGIN_HASH_CONCURRENCY: '4',
        LOGIN_HASH_QUEUE: '0',
      }),
    ).toMatchObject({
      accountBackoffAfter: 20,
      accountBackoffBaseMs: 5000,
      hashConcurrency: 4,
      hashQueue: 0,
    });
    expect(problems({ LOGIN_HASH_CONCURRENCY: '0' })).toHaveLength(1);
  });

  it('reads the admin, with Administrator as the default name', () => {
    expect(
      read({ ADMIN_EMAIL: 'Boss@Reedmere.test', ADMIN_PASSWORD: 'long enough secret' })
        .bootstrapAdmin,
    ).toEqual({
      email: 'boss@reedmere.test',
      password: 'long enough secret',
      name: 'Administrator',
    });
    expect(
      read({
        ADMIN_EMAIL: 'b@reedmere.test',
        ADMIN_PASSWORD: 'long enough secret',
        ADMIN_NAME: 'B',
      }).bootstrapAdmin?.name,
    ).toBe('B');
  });

  it('makes the demo staff only when asked, and never in production', () => {
    expect(read({ DEMO_STAFF: 'true' }).demoStaff).toBe(true);
    expect(
      problems({
        DEMO_STAFF: 'true',
        NODE_ENV: 'production',
        CALLER_TOKENS: `bff:${'t'.repeat(32)}`,
        SECOND_FACTOR_KEY: 'k'.repeat(40),
        STAFF_ASSERTION_PUBLIC_KEY,
      }),
    ).toEqual(['DEMO_STAFF must not be set in production: its passwords are published']);
  });

  it('refuses to start with half an admin, a short password or a bad email', () => {
    expect(problems({ ADMIN_EMAIL: 'a@reedmere.test' })).toEqual([
      'ADMIN_PASSWORD is required when ADMIN_EMAIL is set',
    ]);
    expect(problems({ ADMIN_PASSWORD: 'long enough secret' })).toEqual([
      'ADMIN_EMAIL is required when ADMIN_PASSWORD is set',
    ]);
    expect(problems({ ADMIN_EMAIL: 'a@reedmere.test', ADMIN_PASSWORD: 'short' })).toEqual([
      'ADMIN_PASSWORD must be at least 12 characters',
    ]);
    expect(problems({ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long enough secret' })).toEqual([
      'ADMIN_EMAIL must be a valid email address',
    ]);
    expect(problems({ SESSION_LIFETIME_MINUTES: '0' })).toHaveLength(1);
    expect(problems({ SESSION_IDLE_MINUTES: '0' })).toHaveLength(1);
  });

  it('refuses a deny-listed ADMIN_PASSWORD, or one holding the email or the agency’s name', () => {
    expect(
      problems({ ADMIN_EMAIL: 'a@reedmere.test', ADMIN_PASSWORD: 'PasswordPassword' }),
    ).toEqual([
      'ADMIN_PASSWORD is one of the most common passwords; choose a less predictable one',
    ]);
    expect(
      problems({ ADMIN_EMAIL: 'office@reedmere.test', ADMIN_PASSWORD: 'office@reedmere.test1' }),
    ).toEqual(['ADMIN_PASSWORD: Password must not contain the email address']);
    expect(
      problems({ ADMIN_EMAIL: 'a@reedmere.test', ADMIN_PASSWORD: 'ReedmereEstates!2024' }),
    ).toEqual(["ADMIN_PASSWORD must not contain the agency's name"]);
    // The development default is none of these.
    expect(
      problems({ ADMIN_EMAIL: 'admin@reedmere.example', ADMIN_PASSWORD: 'reedmere-dev-admin' }),
    ).toEqual([]);
  });

  it('reads the idle time, the second-factor rule and key', () => {
    expect(
      read({
        SESSION_IDLE_MINUTES: '10',
        REQUIRE_SECOND_FACTOR: 'true',
        SECOND_FACTOR_KEY: 'k'.repeat(40),
      }),
    ).toMatchObject({
      sessionIdleMs: 600_000,
      requireSecondFactor: true,
      secondFactorKey: 'k'.repeat(40),
    });
  });

  it('takes a lower password hash cost for tests, never in production', () => {
    expect(read({ PASSWORD_HASH_COST: '12' }).passwordHashCost).toBe(12);
    const production = {
      NODE_ENV: 'production',
      CALLER_TOKENS: 'bff:a-production-token-0123',
      SECOND_FACTOR_KEY: 'k'.repeat(40),
      STAFF_ASSERTION_PUBLIC_KEY,
    };
    expect(read({ ...production, PASSWORD_HASH_COST: '18' }).passwordHashCost).toBe(18);
    expect(problems({ ...production, PASSWORD_HASH_COST: '12' })).toEqual([
      'PASSWORD_HASH_COST must be at least 17 in production (a lower cost is for tests)',
    ]);
    expect(problems({ PASSWORD_HASH_COST: '9' })).toEqual([
      'PASSWORD_HASH_COST must be greater than or equal to 10',
    ]);
  });
});
