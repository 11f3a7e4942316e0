import crypto from 'node:crypto';
import { useTestService, validationFailure } from '@reedmere/service-kit/testing';
import { startTestServiceWithUser, testHashCost, ADDRESS } from './support/test-service';

const PASSWORD = 'correct horse battery';

describe('POST /login', () => {
  const service = useTestService(startTestServiceWithUser, {
    beforeEach: (s) => s.connection.collection('login_attempts').deleteMany({}),
  });

  const login = (body: object) => service().http().post('/login').send(body);
  /** A sign-in to the stored admin account from the usual address. */
  const signInAsAdmin = (password: string) =>
    login({ email: 'admin@reedmere.test', password, address: ADDRESS });

  it('signs in with the right password and returns a usable session', async () => {
    const before = Date.now();
    const response = await signInAsAdmin(PASSWORD).expect(200);

    expect(response.body).toEqual({
      step: 'signed-in',
      user: {
        id: expect.any(String),
        email: 'admin@reedmere.test',
        name: 'Alex Admin',
        role: 'owner',
        divisions: [],
      },
      sessionId: expect.stringMatching(/^[a-f0-9]{64}$/),
      expiresAt: expect.any(String),
    });
    const lifetime = Date.parse(response.body.expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(8 * 3600_000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(8 * 3600_000 + 5000);

    const session = await service()
      .http()
      .get('/sessions/current')
      .set('x-session-id', response.body.sessionId)
      .expect(200);
    expect(session.body).toEqual({ user: response.body.user, expiresAt: response.body.expiresAt });
  });

  it('matches the email whatever its case and surrounding spaces', async () => {
    await login({ email: '  Admin@Reedmere.TEST ', password: PASSWORD, address: ADDRESS }).expect(
      200,
    );
  });

  it('answers a wrong password with exactly 401 {"message":"Unauthorized"}', async () => {
    const response = await signInAsAdmin('wrong password!').expect(401);
    expect(response.text).toBe('{"message":"Unauthorized"}');
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const response = await login({
      email: 'nobody@reedmere.test',
      password: PASSWORD,
      address: ADDRESS,
    }).expect(401);
    expect(response.text).toBe('{"message":"Unauthorized"}');
  });

  it('does not take the password with different letter case or trimmed', async () => {
    await signInAsAdmin(PASSWORD.toUpperCase()).expect(401);
    await signInAsAdmin(` ${PASSWORD}`).expect(401);
  });

  it('refuses the 6th attempt after 5 failures with 429, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      await signInAsAdmin(`wrong ${i}`).expect(401);
    }
    const response = await signInAsAdmin(PASSWORD).expect(429);
    expect(response.body).toEqual({
      message: 'Too many sign-in attempts. Try again in 15 minutes.',
    });
    expect(response.headers['retry-after']).toBe('900');
    // Still refused: the lock-out lasts its window.
    await login({ email: 'ADMIN@reedmere.test', password: PASSWORD, address: ADDRESS }).expect(429);
    // Other addresses are not affected by this one's failures.
    await login({
      email: 'admin@reedmere.test',
      password: PASSWORD,
      address: '198.51.100.1',
    }).expect(200);
  });

  it('lets the pair in again once its failures have expired', async () => {
    for (let i = 0; i < 5; i += 1) {
      await signInAsAdmin('nope').expect(401);
    }
    await signInAsAdmin(PASSWORD).expect(429);
    // As if the 15 minutes had passed (the TTL index would then remove them).
    await service()
      .connection.collection('login_attempts')
      .updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await signInAsAdmin(PASSWORD).expect(200);
  });

  it('records attempts with an expiry 15 minutes ahead and clears the pair on success', async () => {
    const attempts = service().connection.collection('login_attempts');
    for (let i = 0; i < 4; i += 1) {
      await signInAsAdmin('nope').expect(401);
    }
    const recorded = await attempts.find({}).toArray();
    expect(recorded).toHaveLength(4);
    for (const attempt of recorded) {
      expect(attempt.email).toBe('admin@reedmere.test');
      expect(attempt.address).toBe(ADDRESS);
      const ahead = (attempt.expiresAt as Date).getTime() - Date.now();
      expect(ahead).toBeGreaterThan(14 * 60_000);
      expect(ahead).toBeLessThanOrEqual(15 * 60_000);
    }
    await signInAsAdmin(PASSWORD).expect(200);
    expect(await attempts.countDocuments({})).toBe(0);
    // A fresh allowance of five.
    for (let i = 0; i < 5; i += 1) {
      await signInAsAdmin('nope').expect(401);
    }
    await signInAsAdmin(PASSWORD).expect(429);
  });

  it('lets no more than 5 parallel guesses through', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signInAsAdmin(`guess ${i}`)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('throttles unknown emails as well, so throttling reveals nothing either', async () => {
    for (let i = 0; i < 5; i += 1) {
      await login({ email: 'ghost@reedmere.test', password: 'nope', address: ADDRESS }).expect(401);
    }
    await login({ email: 'ghost@reedmere.test', password: 'nope', address: ADDRESS }).expect(429);
  });

  it('gives no quicker answer for an unknown email than for a wrong password', async () => {
    // The password hash is the one costly step of a sign-in, so the property is checked as the
    // work done rather than the time taken: a comparison of two times fails when the machine is
    // busy. Counted where the work happens: node:crypto's scrypt, watched by a spy that lets
    // every call through, so the sign-ins still compute their hashes.
    const scrypt = jest.spyOn(crypto, 'scrypt');
    /** The scrypt computations one sign-in with a wrong password makes: password, length, cost. */
    const hashWork = async (email: string) => {
      scrypt.mockClear();
      await login({ email, password: 'not the password', address: ADDRESS }).expect(401);
      return scrypt.mock.calls.map(([password, , length, options]) => ({
        password,
        length,
        options,
      }));
    };
    try {
      await hashWork('nobody@reedmere.test'); // first use makes the stand-in hash as well
      const known = await hashWork('admin@reedmere.test');
      const unknown = await hashWork('nobody@reedmere.test');

      expect(known).toEqual([
        {
          password: 'not the password',
          length: 64,
          options: expect.objectContaining({ N: 2 ** testHashCost(), r: 8, p: 1 }),
        },
      ]);
      // The same computation, at the same cost, on the password given.
      expect(unknown).toEqual(known);
    } finally {
      scrypt.mockRestore();
    }
  });

  it('validates the body', async () => {
    const response = await login({}).expect(400);
    expect(response.body).toEqual(
      validationFailure([
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password is required' },
        { field: 'address', message: 'Address is required' },
      ]),
    );
    const invalid = await login({
      email: 'x'.repeat(300),
      password: 'p'.repeat(1025),
      address: 'a'.repeat(101),
      extra: true,
    }).expect(400);
    expect(invalid.body.errors).toEqual([
      { field: 'email', message: 'Email must be at most 254 characters' },
      { field: 'password', message: 'Password must be at most 1024 characters' },
      { field: 'address', message: 'Address must be at most 100 characters' },
      { field: 'extra', message: 'extra is not allowed' },
    ]);
    const types = await login({ email: 1, password: [], address: {} }).expect(400);
    expect(types.body.errors).toEqual([
      { field: 'email', message: 'Email must be a string' },
      { field: 'password', message: 'Password must be a string' },
      { field: 'address', message: 'Address must be a string' },
    ]);
    // Refused input is not an attempt.
    expect(await service().connection.collection('login_attempts').countDocuments({})).toBe(0);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await service()
      .http()
      .post('/login')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(response.body).toEqual({ message: 'Request body is not valid JSON' });
  });
});
