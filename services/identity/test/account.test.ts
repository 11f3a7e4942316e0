import { randomBytes, scryptSync } from 'node:crypto';
import { expectEachRefused, useTestService, type Refusal } from '@reedmere/service-kit/testing';
import { passwordStep, sessionOf } from './support/second-factor';
import {
  ADDRESS,
  DEFAULT_USER,
  startTestServiceWithUser,
  testClock,
  testHashCost,
} from './support/test-service';

/** A hash made at the cost the tests run with. */
const HASH_AT_TEST_COST = new RegExp(`^scrypt\\$${2 ** testHashCost()}\\$8\\$1\\$`);

const clock = testClock();
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe("the signed-in user's sessions", () => {
  const service = useTestService(() => startTestServiceWithUser({}, clock), {
    beforeEach: async (s) => {
      await s.connection.collection('sessions').deleteMany({});
      await s.connection.collection('login_attempts').deleteMany({});
    },
  });
  const as = (sessionId: string) => ({
    get: (path: string) => service().http().get(path).set('x-session-id', sessionId),
    post: (path: string, body: object = {}) =>
      service().http().post(path).set('x-session-id', sessionId).send(body),
    delete: (path: string) => service().http().delete(path).set('x-session-id', sessionId),
  });
  const live = (sessionId: string) =>
    service().http().get('/sessions/current').set('x-session-id', sessionId);

  it('lists them, newest first, with when, where from and which is this one', async () => {
    const first = (await passwordStep(service(), DEFAULT_USER, { userAgent: CHROME_ON_WINDOWS }))
      .sessionId!;
    clock.advance(1000);
    const second = await sessionOf(service());
    const { body } = await as(second).get('/account/sessions').expect(200);
    expect(body).toEqual({
      sessions: [
        {
          id: expect.stringMatching(/^[a-f0-9]{24}$/),
          createdAt: clock.now().toISOString(),
          lastSeenAt: clock.now().toISOString(),
          userAgent: 'Unknown',
          address: ADDRESS,
          current: true,
        },
        {
          id: expect.stringMatching(/^[a-f0-9]{24}$/),
          createdAt: new Date(clock.now().getTime() - 1000).toISOString(),
          lastSeenAt: new Date(clock.now().getTime() - 1000).toISOString(),
          userAgent: 'Chrome on Windows',
          address: ADDRESS,
          current: false,
        },
      ],
    });
    // The listed ids are not the sessions' secrets.
    expect(JSON.stringify(body)).not.toContain(first);
    expect(JSON.stringify(body)).not.toContain(second);
  });

  it('ends one of them by its listed id; another user’s or an unknown id is 404', async () => {
    const mine = await sessionOf(service());
    const other = await sessionOf(service());
    const { body } = await as(mine).get('/account/sessions').expect(200);
    const otherId = (body.sessions as { id: string; current: boolean }[]).find(
      (s) => !s.current,
    )!.id;
    await as(mine).delete(`/account/sessions/${otherId}`).expect(204);
    await live(other).expect(404);
    await live(mine).expect(200);
    const gone = await as(mine).delete(`/account/sessions/${otherId}`).expect(404);
    expect(gone.body).toEqual({ message: 'Session not found' });
    await as(mine).delete('/account/sessions/not-an-id').expect(404);
  });

  it('ends every other one, keeping this one', async () => {
    const others = [await sessionOf(service()), await sessionOf(service())];
    const mine = await sessionOf(service());
    expect((await as(mine).post('/account/sessions/end-others').expect(200)).body).toEqual({
      ended: 2,
    });
    for (const other of others) await live(other).expect(404);
    await live(mine).expect(200);
  });

  it('answers 401 without a live session of the caller', async () => {
    await service().http().get('/account/sessions').expect(401);
    const unknown = await as('c'.repeat(64)).get('/account/sessions').expect(401);
    expect(unknown.body).toEqual({ message: 'Unauthorized' });
  });

  it('ends a session unused for the idle time, and says so', async () => {
    const sessionId = await sessionOf(service());
    clock.advance(29 * 60_000);
    await live(sessionId).expect(200);
    // Used just now: another 29 minutes are fine.
    clock.advance(29 * 60_000);
    await live(sessionId).expect(200);
    clock.advance(30 * 60_000);
    const ended = await live(sessionId).expect(404);
    expect(ended.body).toEqual({
      message: 'Session ended after inactivity',
      reason: 'idle',
      idleMinutes: 30,
    });
    await as(sessionId).get('/account/sessions').expect(401);
    // Not brought back by asking again.
    await live(sessionId).expect(404);
  });

  it('writes its last use at most once a minute', async () => {
    const sessionId = await sessionOf(service());
    const sessions = service().connection.collection('sessions');
    const created = clock.now().toISOString();
    clock.advance(59_000);
    await live(sessionId).expect(200);
    expect((await sessions.findOne({}))?.lastSeenAt.toISOString()).toBe(created);
    clock.advance(2_000);
    await live(sessionId).expect(200);
    expect((await sessions.findOne({}))?.lastSeenAt.toISOString()).toBe(clock.now().toISOString());
  });
});

describe('changing the password', () => {
  const NEW_PASSWORD = 'a fresh and longer passphrase';
  const service = useTestService(() => startTestServiceWithUser({}, clock), {
    beforeEach: (s) => s.connection.collection('login_attempts').deleteMany({}),
  });
  const change = (sessionId: string, body: object) =>
    service()
      .http()
      .post('/account/password')
      .set('x-session-id', sessionId)
      .send({ address: ADDRESS, ...body });
  const storedHash = async () =>
    (await service().connection.collection('admin_users').findOne({}))?.passwordHash as string;

  it('refuses a wrong current password, a weak new one, or the same one, changing nothing', async () => {
    const sessionId = await sessionOf(service());
    const before = await storedHash();
    // With the right current password, each of these new ones is refused.
    const refusedNewPasswords: [string, string][] = [
      [
        'QWERTYUIOP123',
        'Password is one of the most common passwords; choose a less predictable one',
      ],
      ['short one', 'Password must be at least 12 characters'],
      ['my ADMIN@reedmere.test pass', 'Password must not contain the email address'],
      ['reedmere-estates-2024', "Password must not contain the agency's name (Reedmere Estates)"],
      [DEFAULT_USER.password, 'The new password must be different from the current one'],
    ];
    const cases: Refusal[] = [
      [
        { currentPassword: 'not the password', newPassword: NEW_PASSWORD },
        'currentPassword',
        'The current password is not correct',
      ],
      ...refusedNewPasswords.map(([newPassword, message]): Refusal => [
        { currentPassword: DEFAULT_USER.password, newPassword },
        'newPassword',
        message,
      ]),
    ];
    await expectEachRefused((body) => change(sessionId, body), cases);
    expect(await storedHash()).toBe(before);
    await service().http().get('/sessions/current').set('x-session-id', sessionId).expect(200);
  });

  it('counts wrong current passwords like failed sign-ins, then refuses with 429', async () => {
    const sessionId = await sessionOf(service());
    for (let i = 0; i < 5; i += 1) {
      await change(sessionId, { currentPassword: `wrong ${i}`, newPassword: NEW_PASSWORD }).expect(
        400,
      );
    }
    const refused = await change(sessionId, {
      currentPassword: NEW_PASSWORD,
      newPassword: 'yet another new passphrase',
    }).expect(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.body).toEqual({
      message: 'Too many sign-in attempts. Try again in 15 minutes.',
    });
  });
  it('sets it, ends the other sessions and keeps this one', async () => {
    const other = await sessionOf(service());
    const mine = await sessionOf(service());
    const done = await change(mine, {
      currentPassword: DEFAULT_USER.password,
      newPassword: NEW_PASSWORD,
    }).expect(200);
    expect(done.body).toEqual({ sessionsEnded: expect.any(Number) });
    expect(done.body.sessionsEnded).toBeGreaterThanOrEqual(1);
    await service().http().get('/sessions/current').set('x-session-id', other).expect(404);
    await service().http().get('/sessions/current').set('x-session-id', mine).expect(200);
    expect(await storedHash()).toMatch(HASH_AT_TEST_COST);
    const signIn = (password: string) =>
      service()
        .http()
        .post('/login')
        .send({ email: DEFAULT_USER.email, password, address: ADDRESS });
    await signIn(DEFAULT_USER.password).expect(401);
    await signIn(NEW_PASSWORD).expect(200);
  });
});

describe('hashes made with older parameters', () => {
  const service = useTestService(() => startTestServiceWithUser({}, clock));

  it('are replaced with the current ones at the next successful sign-in', async () => {
    const users = service().connection.collection('admin_users');
    const salt = randomBytes(16);
    const key = scryptSync(DEFAULT_USER.password, salt, 64, {
      N: 2 ** 15,
      r: 8,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    const old = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
    await users.updateOne({}, { $set: { passwordHash: old } });

    await service()
      .http()
      .post('/login')
      .send({ email: DEFAULT_USER.email, password: 'not the password', address: ADDRESS })
      .expect(401);
    expect((await users.findOne({}))?.passwordHash).toBe(old);

    await sessionOf(service());
    const upgraded = (await users.findOne({}))?.passwordHash as string;
    expect(upgraded).toMatch(HASH_AT_TEST_COST);
    expect(upgraded).not.toBe(old);
    await sessionOf(service());
  });
});
