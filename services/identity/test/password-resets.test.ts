import { createHash } from 'node:crypto';
import {
  PASSWORD_RESET_MINUTES,
  PASSWORD_RESET_TOKEN_HEADER,
  type PasswordResetIssued,
} from '@reedmere/contracts';
import { testStaffKeys, useTestService } from '@reedmere/service-kit/testing';
import request from 'supertest';
import { enableSecondFactor, passwordStep } from './support/second-factor';
import {
  ADDRESS,
  createUser,
  DEFAULT_USER,
  DEFAULT_USER_SIGNED_IN,
  startTestService,
  testClock,
} from './support/test-service';

const GONE = {
  message: 'This password reset link has expired or was already used. Ask for a new one.',
};
const NEW_PASSWORD = 'a brand new passphrase';
const MINUTE = 60 * 1000;

// Called by the BFF for someone not signed in: the routes need no staff assertion (the service
// runs with the BFF's key here, so a staff route would refuse).
describe('password resets', () => {
  const clock = testClock(Date.parse('2026-11-30T09:00:00Z'));
  const service = useTestService(() =>
    startTestService({ staffKey: testStaffKeys('identity').staffKey }, {}, clock),
  );
  const collection = (name: string) => service().connection.collection(name);

  beforeEach(async () => {
    for (const name of ['password_resets', 'sessions', 'login_attempts', 'admin_users']) {
      await collection(name).deleteMany({});
    }
    await createUser(service());
  });

  const ask = (email = DEFAULT_USER.email) =>
    service().http().post('/password-resets').send({ email, address: ADDRESS });
  const issue = async () => (await ask().expect(201)).body as PasswordResetIssued;
  const summary = (token: string) =>
    service().http().get('/password-resets/current').set(PASSWORD_RESET_TOKEN_HEADER, token);
  const accept = (token: string, password = NEW_PASSWORD) =>
    service().http().post('/password-resets/accept').send({ token, password, address: ADDRESS });
  const signIn = (password: string) =>
    service().http().post('/login').send({ email: DEFAULT_USER.email, password, address: ADDRESS });
  const fieldsOf = (body: { errors: { field: string }[] }) =>
    body.errors.map((error) => error.field);

  it('issues a reset for an address with an account, storing only its token’s hash', async () => {
    const issued = await ask(' Admin@Reedmere.TEST ').expect(201);
    const expiresAt = new Date(clock.now().getTime() + PASSWORD_RESET_MINUTES * MINUTE);
    expect(issued.body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      email: DEFAULT_USER.email,
      name: DEFAULT_USER.name,
      expiresAt: expiresAt.toISOString(),
    });
    const { token } = issued.body as PasswordResetIssued;
    const stored = await collection('password_resets').find({}).toArray();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect((await summary(token).expect(200)).body).toEqual({
      email: DEFAULT_USER.email,
      name: DEFAULT_USER.name,
      expiresAt: expiresAt.toISOString(),
    });
  });

  it('answers 202 {} for an address without an account, storing nothing', async () => {
    for (const email of ['nobody@reedmere.test', 'not an email']) {
      expect((await ask(email).expect(202)).body).toEqual({});
    }
    expect(await collection('password_resets').countDocuments()).toBe(0);
  });

  it('refuses bodies it cannot read, naming the field', async () => {
    const cases: [string, object, string[]][] = [
      ['/password-resets', { address: ADDRESS }, ['email']],
      ['/password-resets', { email: ' ', address: ADDRESS }, ['email']],
      ['/password-resets', { email: 5, address: ADDRESS }, ['email']],
      ['/password-resets', { email: `${'a'.repeat(250)}@x.test`, address: ADDRESS }, ['email']],
      ['/password-resets', { email: DEFAULT_USER.email }, ['address']],
      ['/password-resets', { email: DEFAULT_USER.email, address: ADDRESS, x: 1 }, ['x']],
      ['/password-resets/accept', { password: NEW_PASSWORD, address: ADDRESS }, ['token']],
      ['/password-resets/accept', { token: 'A'.repeat(43), address: ADDRESS }, ['password']],
      ['/password-resets/accept', { token: 'A'.repeat(43), password: NEW_PASSWORD }, ['address']],
    ];
    for (const [path, body, fields] of cases) {
      const response = await service().http().post(path).send(body).expect(400);
      expect(fieldsOf(response.body)).toEqual(fields);
    }
    expect(await collection('password_resets').countDocuments()).toBe(0);
  });

  it('sends one mail a minute at most: a newer reset then replaces the older', async () => {
    const first = await issue();
    clock.advance(MINUTE - 1);
    expect((await ask().expect(202)).body).toEqual({});
    await summary(first.token).expect(200);
    clock.advance(1);
    const second = await issue();
    expect((await summary(first.token).expect(404)).body).toEqual(GONE);
    expect((await accept(first.token).expect(404)).body).toEqual(GONE);
    await summary(second.token).expect(200);

    // Asked for several times at once, a minute on: one mail, one link.
    clock.advance(MINUTE);
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 202, 202]);
    const third = answers.find((answer) => answer.status === 201)?.body as PasswordResetIssued;
    await summary(third.token).expect(200);
    await summary(second.token).expect(404);
    expect(await collection('password_resets').countDocuments({ open: true })).toBe(1);
  });

  it('answers 404, one message, for unknown, malformed and expired links', async () => {
    for (const token of ['', 'short', 'A'.repeat(43), `${'A'.repeat(42)}$`]) {
      expect((await summary(token).expect(404)).body).toEqual(GONE);
    }
    await service().http().get('/password-resets/current').expect(404);
    expect((await accept('A'.repeat(43)).expect(404)).body).toEqual(GONE);

    const { token } = await issue();
    clock.advance(PASSWORD_RESET_MINUTES * MINUTE - 1000);
    await summary(token).expect(200);
    clock.advance(1000);
    expect((await summary(token).expect(404)).body).toEqual(GONE);
    expect((await accept(token).expect(404)).body).toEqual(GONE);
    const indexes = await collection('password_resets').indexes();
    const ttl = indexes.find((index) => index.expireAfterSeconds !== undefined);
    expect(ttl).toMatchObject({ key: { expiresAt: 1 }, expireAfterSeconds: 0 });
  });

  it('refuses a weak password naming the field, and the link still works', async () => {
    const { token } = await issue();
    for (const password of ['too short', 'password1234', 'admin@reedmere.test!', '']) {
      const refused = await accept(token, password).expect(400);
      expect(fieldsOf(refused.body)).toEqual(['password']);
    }
    await accept(token).expect(200);
  });

  it('sets the password once, ends every session and clears the address’s failures', async () => {
    const sessions = await Promise.all([1, 2].map(async () => signIn(DEFAULT_USER.password)));
    for (let n = 0; n < 6; n += 1) await signIn('not the password');
    await signIn(DEFAULT_USER.password).expect(429);
    const { token } = await issue();

    const accepted = await accept(token).expect(200);
    expect(accepted.body).toEqual({
      user: DEFAULT_USER_SIGNED_IN,
      sessionsEnded: 2,
    });
    for (const { body } of sessions) {
      await service()
        .http()
        .get('/sessions/current')
        .set('x-session-id', body.sessionId)
        .expect(404);
    }
    await signIn(DEFAULT_USER.password).expect(401);
    expect((await signIn(NEW_PASSWORD).expect(200)).body.step).toBe('signed-in');

    expect((await summary(token).expect(404)).body).toEqual(GONE);
    expect((await accept(token, 'yet another passphrase').expect(404)).body).toEqual(GONE);
    await signIn(NEW_PASSWORD).expect(200);
  });

  it('leaves the second factor on: the new password still leads to a code', async () => {
    await enableSecondFactor(service(), clock);
    const { token } = await issue();
    expect((await accept(token).expect(200)).body.sessionsEnded).toBe(1);
    const step = await passwordStep(service(), { ...DEFAULT_USER, password: NEW_PASSWORD });
    expect(step.step).toBe('second-factor');
  });

  it('sets one password when one link is accepted several times at once', async () => {
    const { token } = await issue();
    const passwords = ['first new passphrase', 'second new passphrase', 'third new passphrase'];
    const answers = await Promise.all(passwords.map((password) => accept(token, password)));
    const statuses = answers.map((answer) => answer.status);
    expect([...statuses].sort()).toEqual([200, 404, 404]);
    const winner = passwords[statuses.indexOf(200)]!;
    for (const password of passwords) {
      await signIn(password).expect(password === winner ? 200 : 401);
    }
  });

  it('refuses every route without the services token', async () => {
    const { token } = await issue();
    const guarded = request(
      await service().restart({ callerTokens: 'bff:a-service-token-of-some-length' }),
    );
    await guarded
      .post('/password-resets')
      .send({ email: DEFAULT_USER.email, address: ADDRESS })
      .expect(403);
    await guarded
      .get('/password-resets/current')
      .set(PASSWORD_RESET_TOKEN_HEADER, token)
      .expect(403);
    await guarded
      .post('/password-resets/accept')
      .send({ token, password: NEW_PASSWORD, address: ADDRESS })
      .expect(403);
    await summary(token).expect(200);
  });
});
