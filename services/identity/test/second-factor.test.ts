import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { useTestService } from '@reedmere/service-kit/testing';
import { createRepositories } from '../src/data-access/repositories';
import { resetAdminPassword } from '../src/domain/admin-users';
import {
  codeFor,
  enableSecondFactor,
  passwordStep,
  sessionOf,
  wrongCode,
} from './support/second-factor';
import {
  ADDRESS,
  DEFAULT_USER,
  DEFAULT_USER_SIGNED_IN,
  startTestServiceWithUser,
  testClock,
  testHashCost,
  type TestClock,
} from './support/test-service';

const clock: TestClock = testClock();

describe('setting up a second factor (signed in)', () => {
  const service = useTestService(() => startTestServiceWithUser({}, clock));
  const users = () => service().connection.collection('admin_users');
  const as = (sessionId: string) => ({
    post: (path: string, body: object) =>
      service().http().post(path).set('x-session-id', sessionId).send(body),
    get: (path: string) => service().http().get(path).set('x-session-id', sessionId),
  });

  it('needs the password again, and a wrong one changes nothing', async () => {
    const me = as(await sessionOf(service()));
    const missing = await me.post('/account/second-factor/setup', { address: ADDRESS }).expect(400);
    expect(missing.body.errors).toEqual([{ field: 'password', message: 'Password is required' }]);
    const wrong = await me
      .post('/account/second-factor/setup', { password: 'not the password', address: ADDRESS })
      .expect(400);
    expect(wrong.body).toEqual({
      message: 'The password is not correct',
      errors: [{ field: 'password', message: 'The password is not correct' }],
    });
    const stored = await users().findOne({ email: DEFAULT_USER.email });
    expect(stored?.pendingSecondFactor).toBeUndefined();
    expect(stored?.secondFactor).toBeUndefined();
  });

  it('answers the secret and its otpauth URI, and keeps the secret only encrypted', async () => {
    const me = as(await sessionOf(service()));
    const setup = await me
      .post('/account/second-factor/setup', { password: DEFAULT_USER.password, address: ADDRESS })
      .expect(200);
    const { secret, uri } = setup.body as { secret: string; uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.host).toBe('totp');
    expect(decodeURIComponent(parsed.pathname)).toBe(`/Reedmere Estates:${DEFAULT_USER.email}`);
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('digits')).toBe('6');
    expect(parsed.searchParams.get('period')).toBe('30');
    const stored = await users().findOne({ email: DEFAULT_USER.email });
    expect(stored?.pendingSecondFactor?.secret).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(secret);
    // Asked again while it waits: the same secret, so a reloaded page shows the same QR code.
    const again = await me
      .post('/account/second-factor/setup', { password: DEFAULT_USER.password, address: ADDRESS })
      .expect(200);
    expect(again.body.secret).toBe(secret);
  });

  it('is not on until a code proves it; then 10 recovery codes, stored as hashes only', async () => {
    const sessionId = await sessionOf(service());
    const me = as(sessionId);
    const { body } = await me
      .post('/account/second-factor/setup', { password: DEFAULT_USER.password, address: ADDRESS })
      .expect(200);
    const wrong = await me
      .post('/account/second-factor/confirm', { code: wrongCode(body.secret, clock) })
      .expect(400);
    expect(wrong.body.errors).toEqual([
      { field: 'code', message: expect.stringMatching(/^The code is not correct/) },
    ]);
    expect((await me.get('/account/second-factor').expect(200)).body).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });

    const confirmed = await me
      .post('/account/second-factor/confirm', { code: codeFor(body.secret, clock) })
      .expect(200);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^([0-9a-hjkmnp-tv-z]{4}-){5}[0-9a-hjkmnp-tv-z]{4}$/);
    const stored = await users().findOne({ email: DEFAULT_USER.email });
    expect(stored?.recoveryCodes).toEqual(
      codes.map((code) => createHash('sha256').update(code.replace(/-/g, '')).digest('hex')),
    );
    expect(stored?.pendingSecondFactor).toBeUndefined();
    expect(JSON.stringify(stored)).not.toContain(body.secret);
    expect((await me.get('/account/second-factor').expect(200)).body).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
  });
});

describe('signing in with a second factor', () => {
  const service = useTestService(() => startTestServiceWithUser({}, clock), {
    beforeEach: (s) => s.connection.collection('login_attempts').deleteMany({}),
  });
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enableSecondFactor(service(), clock));
  });
  beforeEach(() => clock.advance(60_000));

  const second = (body: object) =>
    service()
      .http()
      .post('/login/second-factor')
      .send({ address: ADDRESS, ...body });
  const sessions = () => service().connection.collection('sessions');

  it('answers a challenge, not a session, for the right password', async () => {
    const before = await sessions().countDocuments({});
    const body = await passwordStep(service());
    expect(body).toEqual({
      step: 'second-factor',
      challengeId: expect.stringMatching(/^[a-f0-9]{64}$/),
      expiresAt: new Date(clock.now().getTime() + 5 * 60_000).toISOString(),
    });
    expect(await sessions().countDocuments({})).toBe(before);
    // The challenge is no session.
    await service()
      .http()
      .get('/sessions/current')
      .set('x-session-id', body.challengeId!)
      .expect(404);
    await service()
      .http()
      .get('/account/sessions')
      .set('x-session-id', body.challengeId!)
      .expect(401);
  });

  it('opens the session for a code from the app, and refuses the same code again', async () => {
    const code = codeFor(secret, clock);
    const { challengeId } = await passwordStep(service());
    const signedIn = await second({ challengeId, code }).expect(200);
    expect(signedIn.body).toEqual({
      step: 'signed-in',
      user: DEFAULT_USER_SIGNED_IN,
      sessionId: expect.stringMatching(/^[a-f0-9]{64}$/),
      expiresAt: expect.any(String),
    });
    await service()
      .http()
      .get('/sessions/current')
      .set('x-session-id', signedIn.body.sessionId)
      .expect(200);
    // The challenge is used up.
    await second({ challengeId, code }).expect(404);

    const before = await sessions().countDocuments({});
    const replay = await passwordStep(service());
    const refused = await second({ challengeId: replay.challengeId, code }).expect(401);
    expect(refused.body).toEqual({
      message: 'That code has already been used. Wait for the next code and try again.',
    });
    expect(await sessions().countDocuments({})).toBe(before);
    // The next code works.
    await second({ challengeId: replay.challengeId, code: codeFor(secret, clock, 1) }).expect(200);
  });

  it('refuses a wrong code with a clear message, and five end the challenge', async () => {
    const { challengeId } = await passwordStep(service());
    const before = await sessions().countDocuments({});
    const wrong = await second({ challengeId, code: wrongCode(secret, clock) }).expect(401);
    expect(wrong.body).toEqual({
      message: 'The code is not correct. Check the code in your authenticator app and try again.',
    });
    for (let i = 0; i < 4; i += 1) await second({ challengeId, code: '000000x' }).expect(401);
    const expired = await second({ challengeId, code: codeFor(secret, clock) }).expect(404);
    expect(expired.body).toEqual({
      message: 'The sign-in has expired. Please enter your email and password again.',
    });
    expect(await sessions().countDocuments({})).toBe(before);
    // Each wrong code counted as a failed sign-in from that address.
    expect(
      await service().connection.collection('login_attempts').countDocuments({ address: ADDRESS }),
    ).toBe(5);
  });

  it('counts wrong codes until the pair is locked, however often the right password comes', async () => {
    for (let i = 0; i < 5; i += 1) {
      const { challengeId } = await passwordStep(service());
      await second({ challengeId, code: wrongCode(secret, clock) }).expect(401);
    }
    const locked = await service()
      .http()
      .post('/login')
      .send({ email: DEFAULT_USER.email, password: DEFAULT_USER.password, address: ADDRESS })
      .expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes at most five codes on one challenge, even when they come at once', async () => {
    const { challengeId } = await passwordStep(service());
    const code = wrongCode(secret, clock);
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => (await second({ challengeId, code })).status),
    );
    expect(answers.filter((status) => status === 401)).toHaveLength(5);
    expect(answers.filter((status) => status === 404)).toHaveLength(5);
    expect(
      await service().connection.collection('login_attempts').countDocuments({ address: ADDRESS }),
    ).toBe(5);
  });

  it('refuses a code after the challenge’s five minutes', async () => {
    const { challengeId } = await passwordStep(service());
    clock.advance(5 * 60_000 + 1000);
    await second({ challengeId, code: codeFor(secret, clock) }).expect(404);
  });

  it('takes a recovery code once, in any case and grouping', async () => {
    const code = recoveryCodes[0]!;
    const first = await passwordStep(service());
    const signedIn = await second({
      challengeId: first.challengeId,
      recoveryCode: ` ${code.toUpperCase().replace(/-/g, ' ')} `,
    }).expect(200);
    expect(signedIn.body.recoveryCodesLeft).toBe(9);

    const again = await passwordStep(service());
    const refused = await second({ challengeId: again.challengeId, recoveryCode: code }).expect(
      401,
    );
    expect(refused.body).toEqual({
      message: 'The recovery code is not correct, or it has already been used.',
    });
    const stored = await service()
      .connection.collection('admin_users')
      .findOne({ email: DEFAULT_USER.email });
    expect(stored?.recoveryCodes).toHaveLength(9);
  });

  it('validates the second step', async () => {
    const { challengeId } = await passwordStep(service());
    const neither = await second({ challengeId }).expect(400);
    expect(neither.body.message).toBe('Validation failed');
    await second({ challengeId, code: '123456', recoveryCode: 'x' }).expect(400);
    await second({ challengeId: 'not-a-challenge', code: '123456' }).expect(400);
  });

  it('does not open with another key: a copy of the database alone gives no secret', async () => {
    const server = await service().restart({
      secondFactorKey: 'another-key-of-at-least-32-characters',
    });
    const { body } = await request(server)
      .post('/login')
      .send({ email: DEFAULT_USER.email, password: DEFAULT_USER.password, address: ADDRESS })
      .expect(200);
    await request(server)
      .post('/login/second-factor')
      .send({ challengeId: body.challengeId, code: codeFor(secret, clock), address: ADDRESS })
      .expect(401);
  });
});

describe('wrong codes and the account-wide back-off', () => {
  const service = useTestService(() => startTestServiceWithUser({ accountBackoffAfter: 3 }, clock));

  it('count like wrong passwords: the owner is told, and the account waits', async () => {
    const { secret } = await enableSecondFactor(service(), clock);
    clock.advance(60_000);
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const { challengeId } = await passwordStep(service());
      answers.push(
        await service()
          .http()
          .post('/login/second-factor')
          .send({ challengeId, code: wrongCode(secret, clock), address: ADDRESS })
          .expect(401),
      );
    }
    expect(answers[0]!.body.notice).toBeUndefined();
    expect(answers[2]!.body.notice).toMatchObject({
      to: DEFAULT_USER.email,
      subject: expect.stringMatching(/failed sign-ins/),
    });
    await service()
      .http()
      .post('/login')
      .send({ email: DEFAULT_USER.email, password: DEFAULT_USER.password, address: '198.51.100.9' })
      .expect(429);
  });
});

describe('sign-ins past the password when the password or the factor changes', () => {
  const service = useTestService(() => startTestServiceWithUser({}, clock));
  const NEW_PASSWORD = 'a brand new passphrase for later';
  const second = (challengeId: string | undefined, code: string) =>
    service().http().post('/login/second-factor').send({ challengeId, code, address: ADDRESS });

  it('ends them on a password change and on a reset at the command line', async () => {
    const { sessionId, secret } = await enableSecondFactor(service(), clock);
    clock.advance(60_000);
    const pending = await passwordStep(service());
    await service()
      .http()
      .post('/account/password')
      .set('x-session-id', sessionId)
      .send({ currentPassword: DEFAULT_USER.password, newPassword: NEW_PASSWORD, address: ADDRESS })
      .expect(200);
    await second(pending.challengeId, codeFor(secret, clock)).expect(404);

    const user = { email: DEFAULT_USER.email, password: NEW_PASSWORD };
    const before = await passwordStep(service(), user);
    await resetAdminPassword(createRepositories(service().connection), user, {
      passwordHashCost: testHashCost(),
    });
    await second(before.challengeId, codeFor(secret, clock)).expect(404);
    // A sign-in after the reset goes through.
    const after = await passwordStep(service(), user);
    await second(after.challengeId, codeFor(secret, clock)).expect(200);
  });
});

describe('replacing or turning off a second factor', () => {
  const service = useTestService(() => startTestServiceWithUser({}, clock));
  const NEW_PASSWORD = DEFAULT_USER.password;
  const second = (challengeId: string | undefined, code: string) =>
    service().http().post('/login/second-factor').send({ challengeId, code, address: ADDRESS });

  it('asks for the old factor to replace it, and ends the other sessions on a change', async () => {
    const { sessionId, secret, recoveryCodes } = await enableSecondFactor(service(), clock);
    const user = { email: DEFAULT_USER.email, password: NEW_PASSWORD };
    const signInAgain = async (steps: number) => {
      const { challengeId } = await passwordStep(service(), user);
      return (await second(challengeId, codeFor(secret, clock, steps)).expect(200)).body
        .sessionId as string;
    };
    const sessionState = (id: string) =>
      service().http().get('/sessions/current').set('x-session-id', id);
    const me = (path: string, body: object) =>
      service()
        .http()
        .post(path)
        .set('x-session-id', sessionId)
        .send({ address: ADDRESS, ...body });
    clock.advance(60_000);
    const other = await signInAgain(0);
    const pending = await passwordStep(service(), user);

    const missing = await me('/account/second-factor/setup', { password: NEW_PASSWORD }).expect(
      400,
    );
    expect(missing.body.errors).toEqual([
      { field: 'code', message: expect.stringMatching(/^Give a code from your authenticator app/) },
    ]);
    await me('/account/second-factor/setup', {
      password: NEW_PASSWORD,
      code: wrongCode(secret, clock),
    }).expect(400);
    await me('/account/second-factor/setup', {
      password: NEW_PASSWORD,
      recoveryCode: 'not-a-recovery-code',
    }).expect(400);
    const setup = await me('/account/second-factor/setup', {
      password: NEW_PASSWORD,
      recoveryCode: recoveryCodes[0],
    }).expect(200);
    await sessionState(other).expect(200);
    await service()
      .http()
      .post('/account/second-factor/confirm')
      .set('x-session-id', sessionId)
      .send({ code: codeFor(setup.body.secret, clock) })
      .expect(200);
    await sessionState(other).expect(404);
    await sessionState(sessionId).expect(200);
    await second(pending.challengeId, codeFor(secret, clock, 1)).expect(404);

    // Turning it off ends the other sessions too.
    const newSecret = setup.body.secret as string;
    clock.advance(60_000);
    const { challengeId } = await passwordStep(service(), user);
    const third = (await second(challengeId, codeFor(newSecret, clock)).expect(200)).body
      .sessionId as string;
    await me('/account/second-factor/disable', { code: codeFor(newSecret, clock, 1) }).expect(204);
    await sessionState(third).expect(404);
    await sessionState(sessionId).expect(200);
  });
});

describe('turning the second factor off', () => {
  const service = useTestService(() => startTestServiceWithUser({}, clock));
  const users = () => service().connection.collection('admin_users');

  it('takes a current code or the password, and refuses a wrong one', async () => {
    const { sessionId, secret } = await enableSecondFactor(service(), clock);
    clock.advance(60_000);
    const disable = (body: object) =>
      service()
        .http()
        .post('/account/second-factor/disable')
        .set('x-session-id', sessionId)
        .send({ address: ADDRESS, ...body });
    const wrong = await disable({ code: wrongCode(secret, clock) }).expect(400);
    expect(wrong.body.errors).toEqual([
      { field: 'code', message: expect.stringMatching(/not correct/) },
    ]);
    await disable({ password: 'not the password' }).expect(400);
    expect((await users().findOne({}))?.secondFactor).toBeDefined();
    await disable({}).expect(400);
    await disable({ code: codeFor(secret, clock) }).expect(204);
    const stored = await users().findOne({});
    expect(stored?.secondFactor).toBeUndefined();
    expect(stored?.recoveryCodes).toEqual([]);
    expect((await passwordStep(service())).step).toBe('signed-in');
    const none = await disable({ password: DEFAULT_USER.password }).expect(409);
    expect(none.body).toEqual({ message: 'The account has no second factor to turn off' });
  });
});

describe('a second factor required for every account', () => {
  const service = useTestService(() =>
    startTestServiceWithUser({ requireSecondFactor: true }, clock),
  );

  it('makes a sign-in without one set it up before it gets a session', async () => {
    const sessions = service().connection.collection('sessions');
    const body = await passwordStep(service());
    expect(body.step).toBe('second-factor-setup');
    expect(await sessions.countDocuments({})).toBe(0);
    const another = await passwordStep(service());

    const setup = await service()
      .http()
      .post('/login/second-factor-setup')
      .send({ challengeId: body.challengeId })
      .expect(200);
    const { secret } = setup.body as { secret: string };
    // The challenge is for setting up, not for a code.
    await service()
      .http()
      .post('/login/second-factor')
      .send({ challengeId: body.challengeId, code: codeFor(secret, clock), address: ADDRESS })
      .expect(404);
    const confirm = (code: string) =>
      service()
        .http()
        .post('/login/second-factor-setup/confirm')
        .send({ challengeId: body.challengeId, code, address: ADDRESS });
    await confirm(wrongCode(secret, clock)).expect(401);
    expect(await sessions.countDocuments({})).toBe(0);
    const done = await confirm(codeFor(secret, clock)).expect(200);
    expect(done.body).toMatchObject({ step: 'signed-in', sessionId: expect.any(String) });
    expect(done.body.recoveryCodes).toHaveLength(10);
    // Another sign-in asked to set one up before does not replace the factor now on.
    await service()
      .http()
      .post('/login/second-factor-setup')
      .send({ challengeId: another.challengeId })
      .expect(404);
    await service()
      .http()
      .post('/login/second-factor-setup/confirm')
      .send({ challengeId: another.challengeId, code: codeFor(secret, clock, 1), address: ADDRESS })
      .expect(404);

    // From now on a code is asked for, and the factor cannot be turned off.
    clock.advance(60_000);
    const next = await passwordStep(service());
    expect(next.step).toBe('second-factor');
    const refused = await service()
      .http()
      .post('/account/second-factor/disable')
      .set('x-session-id', done.body.sessionId)
      .send({ password: DEFAULT_USER.password, address: ADDRESS })
      .expect(409);
    expect(refused.body.message).toMatch(/^Every account must have a second factor/);
  });

  it('answers 404 for a setup without a live challenge', async () => {
    await service()
      .http()
      .post('/login/second-factor-setup')
      .send({ challengeId: 'a'.repeat(64) })
      .expect(404);
  });
});

// The test's own codes come from the same RFC 6238 parameters every authenticator app uses.
it('generates codes as an authenticator app would', () => {
  const secret = new Secret({ size: 20 }).base32;
  expect(TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: 0 })).toMatch(/^\d{6}$/);
});
