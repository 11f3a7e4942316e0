import type { Server } from 'node:http';
import { useTestService } from '@reedmere/service-kit/testing';
import { Types } from 'mongoose';
import request from 'supertest';
import { enableSecondFactor, passwordStep, sessionOf } from './support/second-factor';
import {
  ADDRESS,
  createUser,
  DEFAULT_USER,
  startTestService,
  testClock,
  type TestService,
} from './support/test-service';

const TOKEN = 'a-service-token-of-some-length';
const OPERATOR_REQUIRES = {
  message:
    'The server requires a second factor for everyone (REQUIRE_SECOND_FACTOR); it cannot be turned off here.',
};
const REQUIRED_MESSAGE =
  'Every account must have a second factor here: set up a new one instead of turning it off';

const clock = testClock(Date.parse('2026-11-30T09:00:00Z'));

/** Every call from the BFF, with the services token (the support helpers use `http()`). */
const withToken = (server: Server) => request.agent(server).set('x-service-token', TOKEN);

/** The service as the BFF calls it, with the default account; `requireSecondFactor` the operator's. */
async function startAsBff(requireSecondFactor: boolean) {
  const started = await startTestService(
    { callerTokens: `bff:${TOKEN}`, requireSecondFactor },
    {},
    clock,
  );
  const user = await createUser(started);
  const service: TestService = { ...started, http: () => withToken(started.server) };
  return Object.assign(service, { userId: user.id });
}

describe("the owner's requirement of a second factor for everyone", () => {
  const service = useTestService(() => startAsBff(false));
  const collection = (name: string) => service().connection.collection(name);
  const settings = () => service().http().get('/people/settings');
  const put = (body: object) => service().http().put('/people/settings').send(body);
  const setRequired = (requireSecondFactor: boolean) =>
    put({ requireSecondFactor, actingUserId: service().userId }).expect(200);

  beforeEach(async () => {
    await collection('staff_settings').deleteMany({});
    await collection('sessions').deleteMany({});
    await collection('login_attempts').deleteMany({});
    await collection('sign_in_challenges').deleteMany({});
    await collection('admin_users').updateOne(
      { email: DEFAULT_USER.email },
      { $set: { recoveryCodes: [] }, $unset: { secondFactor: 1, pendingSecondFactor: 1 } },
    );
  });

  it('is off until the owner turns it on, with nothing stored', async () => {
    expect((await settings().expect(200)).body).toEqual({
      requireSecondFactor: false,
      requiredByOperator: false,
    });
    expect(await collection('staff_settings').countDocuments({})).toBe(0);
    expect((await passwordStep(service())).step).toBe('signed-in');
  });

  it('once on, sends a sign-in without a factor to set one up, and says so to a session', async () => {
    const earlier = await sessionOf(service());
    const answered = await setRequired(true);
    expect(answered.body).toEqual({ requireSecondFactor: true, requiredByOperator: false });
    expect((await settings().expect(200)).body).toEqual(answered.body);
    const stored = await collection('staff_settings').find({}).toArray();
    expect(stored).toEqual([
      {
        _id: 'staff',
        requireSecondFactor: true,
        updatedAt: clock.now(),
        updatedBy: new Types.ObjectId(service().userId),
      },
    ]);

    const sessionsBefore = await collection('sessions').countDocuments({});
    const step = await passwordStep(service());
    expect(step).toEqual({
      step: 'second-factor-setup',
      challengeId: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(await collection('sessions').countDocuments({})).toBe(sessionsBefore);

    // Turning it on ends no session: the one opened before goes on, and is told it is required.
    await service().http().get('/sessions/current').set('x-session-id', earlier).expect(200);
    const own = await service()
      .http()
      .get('/account/second-factor')
      .set('x-session-id', earlier)
      .expect(200);
    expect(own.body).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });
  });

  it('refuses to turn a factor off while it is on, and allows it once it is off again', async () => {
    const { sessionId } = await enableSecondFactor(service(), clock);
    await setRequired(true);
    const disable = () =>
      service()
        .http()
        .post('/account/second-factor/disable')
        .set('x-session-id', sessionId)
        .send({ password: DEFAULT_USER.password, address: ADDRESS });
    expect((await disable().expect(409)).body).toEqual({ message: REQUIRED_MESSAGE });
    const user = () => collection('admin_users').findOne({ email: DEFAULT_USER.email });
    expect((await user())?.secondFactor).toBeDefined();

    await setRequired(false);
    await disable().expect(204);
    expect((await user())?.secondFactor).toBeUndefined();
  });

  it('once off again, a sign-in without a factor opens a session', async () => {
    await setRequired(true);
    expect((await passwordStep(service())).step).toBe('second-factor-setup');
    const answered = await setRequired(false);
    expect(answered.body).toEqual({ requireSecondFactor: false, requiredByOperator: false });
    expect((await passwordStep(service())).step).toBe('signed-in');
    const sessionId = await sessionOf(service());
    const own = await service()
      .http()
      .get('/account/second-factor')
      .set('x-session-id', sessionId)
      .expect(200);
    expect(own.body.required).toBe(false);
  });

  it('applies at the next sign-in in another process on the same database (nothing is kept)', async () => {
    const other = withToken(await service().restart());
    const signIn = () =>
      other
        .post('/login')
        .send({ email: DEFAULT_USER.email, password: DEFAULT_USER.password, address: ADDRESS })
        .expect(200);
    expect((await signIn()).body.step).toBe('signed-in');
    await setRequired(true);
    expect((await signIn()).body.step).toBe('second-factor-setup');
    expect((await other.get('/people/settings').expect(200)).body.requireSecondFactor).toBe(true);
    await setRequired(false);
    expect((await signIn()).body.step).toBe('signed-in');
  });

  it('refuses bad bodies naming the field, storing nothing', async () => {
    const fieldsOf = async (body: unknown) => {
      const response = await service()
        .http()
        .put('/people/settings')
        .send(body as object);
      expect(response.status).toBe(400);
      return (response.body.errors as { field: string }[]).map((error) => error.field);
    };
    const actingUserId = service().userId;
    expect(await fieldsOf({})).toEqual(['requireSecondFactor', 'actingUserId']);
    expect(await fieldsOf({ requireSecondFactor: 'yes', actingUserId })).toEqual([
      'requireSecondFactor',
    ]);
    expect(await fieldsOf({ requireSecondFactor: 1, actingUserId })).toEqual([
      'requireSecondFactor',
    ]);
    expect(await fieldsOf({ requireSecondFactor: true })).toEqual(['actingUserId']);
    expect(await fieldsOf({ requireSecondFactor: true, actingUserId: 42 })).toEqual([
      'actingUserId',
    ]);
    expect(await fieldsOf({ requireSecondFactor: true, actingUserId, extra: 1 })).toEqual([
      'extra',
    ]);
    const unknown = await put({
      requireSecondFactor: true,
      actingUserId: new Types.ObjectId().toHexString(),
    }).expect(400);
    expect(unknown.body.errors).toEqual([{ field: 'actingUserId', message: 'No such user' }]);
    await put({ requireSecondFactor: true, actingUserId: 'not-an-id' }).expect(400);
    expect(await collection('staff_settings').countDocuments({})).toBe(0);
    expect((await settings().expect(200)).body.requireSecondFactor).toBe(false);
  });

  it('refuses both routes without the services token', async () => {
    const bare = () => request(service().server);
    expect((await bare().get('/people/settings').expect(403)).body).toEqual({
      message: 'Forbidden',
    });
    await bare()
      .put('/people/settings')
      .set('x-service-token', 'a-wrong-token-of-some-length')
      .send({ requireSecondFactor: true, actingUserId: service().userId })
      .expect(403);
    await bare()
      .put('/people/settings')
      .send({ requireSecondFactor: true, actingUserId: service().userId })
      .expect(403);
    expect(await collection('staff_settings').countDocuments({})).toBe(0);
  });
});

describe('a second factor required by the operator (REQUIRE_SECOND_FACTOR)', () => {
  const service = useTestService(() => startAsBff(true));
  const collection = (name: string) => service().connection.collection(name);
  const settings = () => service().http().get('/people/settings');
  const put = (requireSecondFactor: boolean) =>
    service()
      .http()
      .put('/people/settings')
      .send({ requireSecondFactor, actingUserId: service().userId });

  it('says the operator requires it, and cannot be turned off by the owner', async () => {
    const both = { requireSecondFactor: true, requiredByOperator: true };
    expect((await settings().expect(200)).body).toEqual(both);
    expect((await put(false).expect(409)).body).toEqual(OPERATOR_REQUIRES);
    expect(await collection('staff_settings').countDocuments({})).toBe(0);
    expect((await settings().expect(200)).body).toEqual(both);
    expect((await passwordStep(service())).step).toBe('second-factor-setup');
  });

  it("stores the owner's own choice to require it, which a refused change leaves as it was", async () => {
    const both = { requireSecondFactor: true, requiredByOperator: true };
    expect((await put(true).expect(200)).body).toEqual(both);
    const stored = await collection('staff_settings').findOne({});
    expect(stored?.requireSecondFactor).toBe(true);
    await put(false).expect(409);
    expect(await collection('staff_settings').findOne({})).toEqual(stored);
  });
});
