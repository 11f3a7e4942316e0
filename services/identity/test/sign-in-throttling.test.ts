import request from 'supertest';
import type { Server } from 'node:http';
import { useTestService } from '@reedmere/service-kit/testing';
import { throttledMessage } from '../src/domain/sign-in-messages';
import { startTestService, startTestServiceWithUser } from './support/test-service';

const EMAIL = 'admin@reedmere.test';
const PASSWORD = 'correct horse battery';

describe('sign-in throttling across addresses', () => {
  // A base wait long enough that a slow machine cannot outlast it between two attempts.
  const service = useTestService(() => startTestServiceWithUser({ accountBackoffBaseMs: 30_000 }), {
    beforeEach: async (s) => {
      await s.connection.collection('login_attempts').deleteMany({});
      await s.connection.collection('sign_in_notices').deleteMany({});
    },
  });

  const login = (email: string, password: string, address: string) =>
    service().http().post('/login').send({ email, password, address });

  /** As if every attempt had been made `ms` earlier. */
  const ageAll = async (ms: number) => {
    const attempts = service().connection.collection('login_attempts');
    for (const attempt of await attempts.find({}).toArray()) {
      await attempts.updateOne(
        { _id: attempt._id },
        { $set: { createdAt: new Date((attempt.createdAt as Date).getTime() - ms) } },
      );
    }
  };

  /** The message for the wait the answer's Retry-After names. */
  const waitMessage = (answer: { headers: Record<string, string> }) =>
    throttledMessage(Number(answer.headers['retry-after']) * 1000);

  it('slows an account guessed from many addresses, with a growing delay', async () => {
    // Two guesses from each of five addresses: no address reaches its own lock-out of five.
    for (let i = 0; i < 10; i += 1) {
      await login(EMAIL, `guess ${i}`, `198.51.100.${Math.floor(i / 2)}`).expect(401);
    }
    const first = await login(EMAIL, 'guess 10', '198.51.100.50').expect(429);
    // The wait counts from the latest failure: a busy machine may already be a second into it.
    expect(first.body).toEqual({ message: waitMessage(first) });
    expect(Number(first.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(30);
    // The right password is no exception: a delay that let it through would tell it apart.
    await login(EMAIL, PASSWORD, '198.51.100.51').expect(429);

    await ageAll(30_000);
    await login(EMAIL, 'guess 11', '198.51.100.52').expect(401);
    const second = await login(EMAIL, 'guess 12', '198.51.100.53').expect(429);
    expect(second.body).toEqual({ message: waitMessage(second) });
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(60);

    await ageAll(60_000);
    await login(EMAIL, 'guess 13', '198.51.100.54').expect(401);
    const third = await login(EMAIL, 'guess 14', '198.51.100.55').expect(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(115);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(120);

    // Refused attempts were not guesses: only the 12 checked ones are on record.
    expect(
      await service().connection.collection('login_attempts').countDocuments({ email: EMAIL }),
    ).toBe(12);

    // Once the delay has passed the owner gets in, from anywhere.
    await ageAll(120_000);
    await login(EMAIL, PASSWORD, '192.0.2.10').expect(200);
  });

  it('asks the BFF once per window to tell the owner, on the failure that starts the delay', async () => {
    const answers = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push(await login(EMAIL, `guess ${i}`, `203.0.113.${i}`).expect(401));
    }
    for (const answer of answers.slice(0, 9)) {
      expect(answer.text).toBe('{"message":"Unauthorized"}');
    }
    expect(answers[9]!.body).toEqual({
      message: 'Unauthorized',
      notice: {
        to: EMAIL,
        subject: `Repeated failed sign-ins to the admin account ${EMAIL}`,
        text: expect.stringContaining(`10 failed sign-ins to the website's admin account`),
      },
    });
    expect(answers[9]!.body.notice.text).toContain(`${EMAIL} from 10 addresses`);

    await ageAll(30_000);
    const later = await login(EMAIL, 'guess 10', '203.0.113.10').expect(401);
    expect(later.text).toBe('{"message":"Unauthorized"}');
  });

  it('treats unknown emails alike, but names nobody to tell', async () => {
    const ghost = 'ghost@reedmere.test';
    for (let i = 0; i < 10; i += 1) {
      const answer = await login(ghost, `guess ${i}`, `203.0.113.${i}`).expect(401);
      expect(answer.text).toBe('{"message":"Unauthorized"}');
    }
    await login(ghost, 'guess 10', '203.0.113.10').expect(429);
  });
});

describe('a known device', () => {
  const service = useTestService(() => startTestServiceWithUser({ accountBackoffBaseMs: 30_000 }), {
    beforeEach: (s) => s.connection.collection('login_attempts').deleteMany({}),
  });
  const DEVICE = 'd'.repeat(32);
  const login = (password: string, address: string, device?: { id: string; userId: string }) =>
    service()
      .http()
      .post('/login')
      .send({ email: EMAIL, password, address, ...(device && { device }) });
  const userId = async () =>
    String((await service().connection.collection('admin_users').findOne({ email: EMAIL }))?._id);

  it('signs its owner in while guesses from elsewhere have the account throttled', async () => {
    // Four addresses, six wrong passwords each: every address locked out, the account slowed.
    for (let a = 0; a < 4; a += 1) {
      for (let i = 0; i < 6; i += 1) await login(`guess ${a}-${i}`, `198.51.100.${a}`);
    }
    await login(PASSWORD, '192.0.2.99').expect(429);
    // A device cookie for another account counts for nothing.
    await login(PASSWORD, '192.0.2.99', { id: DEVICE, userId: 'f'.repeat(24) }).expect(429);
    const response = await login(PASSWORD, '192.0.2.99', { id: DEVICE, userId: await userId() });
    expect(response.status).toBe(200);
    expect(response.body.step).toBe('signed-in');
  });

  it('has its own budget of failures, which guesses from elsewhere do not use', async () => {
    const device = { id: DEVICE, userId: await userId() };
    for (let i = 0; i < 5; i += 1) await login(`typo ${i}`, ADDRESS_A, device).expect(401);
    const refused = await login(PASSWORD, ADDRESS_A, device).expect(429);
    expect(refused.body).toEqual({
      message: 'Too many sign-in attempts. Try again in 15 minutes.',
    });
    // Another device of the owner is not held back by this one.
    await login(PASSWORD, ADDRESS_A, { id: 'e'.repeat(32), userId: device.userId }).expect(200);
  });
});

const ADDRESS_A = '203.0.113.60';

describe('a flood of sign-ins for unknown emails', () => {
  const service = useTestService(() => startTestService({ hashConcurrency: 1, hashQueue: 1 }));

  it('hashes only a few at once, refuses the rest with 503 and keeps answering', async () => {
    const server: Server = service().server;
    const flood = Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        request(server)
          .post('/login')
          .send({ email: `nobody${i}@reedmere.test`, password: 'guess', address: `10.1.0.${i}` }),
      ),
    );
    // It keeps answering other requests while the flood is in. How quickly depends on what else
    // the machine runs, which is not this test's question.
    await service().http().get('/health').expect(200);
    const answers = await flood;

    const refused = answers.filter((answer) => answer.status === 503);
    const checked = answers.filter((answer) => answer.status === 401);
    expect(refused.length + checked.length).toBe(24);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.body).toEqual({ message: 'Sign-in is busy. Please try again in a moment.' });
      expect(answer.headers['retry-after']).toBe('1');
    }
    // A refused sign-in was never an attempt: nothing of it is kept.
    expect(await service().connection.collection('login_attempts').countDocuments({})).toBe(
      checked.length,
    );
  });
});
