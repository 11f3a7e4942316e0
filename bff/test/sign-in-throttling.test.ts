import { browser, cookieNamed } from './support/cookie-jar';
import { ADMIN, asOwnerOf, startStack, type TestStack } from './support/stack';
import { useStack } from './support/use-stack';

interface OutboxItem {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** Sign-in attempts as they reach the BFF through the TLS proxy, from the given client address. */
function signInFrom(stack: TestStack) {
  return (address: string, email: string, password: string, json = true) =>
    fetch(`${stack.adminUrl}/api/login`, {
      method: 'POST',
      headers: {
        origin: stack.adminUrl,
        'x-forwarded-for': address,
        'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      },
      body: json
        ? JSON.stringify({ email, password })
        : new URLSearchParams({ email, password }).toString(),
      redirect: 'manual',
    });
}

async function resetIdentityThrottling(stack: TestStack): Promise<void> {
  const identity = stack.services.identity.connection;
  await identity.collection('login_attempts').deleteMany({});
  await identity.collection('sign_in_notices').deleteMany({});
}

/**
 * The stack for the enclosing describe block, behind the TLS proxy, with identity's throttling
 * records cleared before each test, and sign-ins sent to it.
 */
function useThrottlingStack(): { stack: () => TestStack; signIn: ReturnType<typeof signInFrom> } {
  const stack = useStack({
    env: { TRUST_PROXY: 'true' },
    // A first wait long enough that a slow machine cannot outlast it between two attempts.
    serviceEnv: { identity: { LOGIN_ACCOUNT_BACKOFF_SECONDS: '30' } },
  });
  beforeEach(() => resetIdentityThrottling(stack()));
  return { stack, signIn: (...attempt) => signInFrom(stack())(...attempt) };
}

describe('sign-in throttling behind the TLS proxy (TRUST_PROXY)', () => {
  const { stack, signIn } = useThrottlingStack();

  const attemptsFrom = (address: string) =>
    stack().services.identity.connection.collection('login_attempts').countDocuments({ address });

  it('does not count successful sign-ins against an address', async () => {
    for (let i = 0; i < 11; i += 1) {
      expect((await signIn('127.0.0.30', ADMIN.email, ADMIN.password)).status).toBe(200);
    }
  });

  it('stops a flood of unknown emails from one address before it reaches identity', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await signIn('127.0.0.20', `nobody${i}@reedmere.example`, 'guess')).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // The refused two cost identity nothing: no hash and no write.
    expect(await attemptsFrom('127.0.0.20')).toBe(10);

    const json = await signIn('127.0.0.20', 'nobody@reedmere.example', 'guess');
    expect(json.status).toBe(429);
    expect(await json.json()).toEqual({
      message: 'Too many sign-in attempts from this address. Please wait 15 minutes and try again.',
    });
    const page = await signIn('127.0.0.20', 'nobody@reedmere.example', 'guess', false);
    expect(page.status).toBe(429);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('Too many sign-in attempts from this address.');

    // Other addresses are not affected.
    expect((await signIn('127.0.0.21', 'nobody@reedmere.example', 'guess')).status).toBe(401);
  });

  it('slows an account guessed from many addresses and tells its owner', async () => {
    // The review's case: five guesses from one address lock that address out ...
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn('127.0.0.5', ADMIN.email, `guess ${i}`)).status).toBe(401);
    }
    expect((await signIn('127.0.0.5', ADMIN.email, 'guess 5')).status).toBe(429);
    // ... and the next address gets five more, after which the account itself waits.
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn('127.0.0.6', ADMIN.email, `guess ${i}`)).status).toBe(401);
    }
    const slowed = await signIn('127.0.0.7', ADMIN.email, 'guess 10');
    expect(slowed.status).toBe(429);
    const retryAfter = Number(slowed.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(25);
    expect(retryAfter).toBeLessThanOrEqual(30);
    // The wait counts from the latest failure, so a busy machine may already be a second into it.
    expect(await slowed.json()).toEqual({
      message: `Too many sign-in attempts. Try again in ${retryAfter} seconds.`,
    });
    expect((await signIn('127.0.0.8', ADMIN.email, ADMIN.password)).status).toBe(429);

    // The owner is told through the notification outbox, by a relay the BFF makes after its
    // answer: waited for as long as a busy machine may take, within the test's own time.
    let notices: OutboxItem[] = [];
    const deadline = Date.now() + 15_000;
    while (notices.length === 0 && Date.now() < deadline) {
      const outbox = await stack().clients.content.request<OutboxItem[]>('GET', '/outbox', {
        headers: asOwnerOf('content', 'GET', '/outbox'),
      });
      notices = outbox.body.filter((item) => item.kind === 'sign-in-notice');
      if (notices.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      to: ADMIN.email,
      subject: `Repeated failed sign-ins to the admin account ${ADMIN.email}`,
    });
    expect(notices[0]!.text).toContain(`10 failed sign-ins`);
    expect(notices[0]!.text).toContain('from 2 addresses');
  });
});

describe('a browser known to the account (its signed device cookie)', () => {
  const { stack, signIn } = useThrottlingStack();

  it('lets a browser that signed in before in while guesses from elsewhere lock others out', async () => {
    // The admin's own browser signed in earlier: it holds the known-device cookie.
    const owner = browser(stack().adminUrl, { 'x-forwarded-for': '192.0.2.50' });
    expect((await owner.fetch('/api/login', { method: 'POST', json: ADMIN })).status).toBe(200);
    expect(cookieNamed(owner, 'reedmere_device')).toBeDefined();
    await owner.fetch('/api/logout', { method: 'POST', headers: { accept: 'application/json' } });

    // Four addresses, six wrong passwords each.
    for (let a = 0; a < 4; a += 1) {
      for (let i = 0; i < 6; i += 1) await signIn(`127.0.1.${a}`, ADMIN.email, `guess ${a}-${i}`);
    }
    // From a fresh address without the cookie: refused, even with the right password.
    expect((await signIn('192.0.2.77', ADMIN.email, ADMIN.password)).status).toBe(429);
    // The owner's browser, from a fresh address too: signed in.
    const fresh = browser(stack().adminUrl, { 'x-forwarded-for': '192.0.2.77' });
    fresh.cookies.set('reedmere_device', cookieNamed(owner, 'reedmere_device')!);
    const response = await fresh.fetch('/api/login', { method: 'POST', json: ADMIN });
    expect(response.status).toBe(200);
    expect((await fresh.fetch('/api/auth/user')).status).toBe(200);

    // Nor does an address the BFF has stopped (ten failures across accounts) stop it.
    for (let i = 0; i < 11; i += 1) await signIn('127.0.1.9', `nobody${i}@reedmere.example`, 'x');
    expect((await signIn('127.0.1.9', ADMIN.email, ADMIN.password)).status).toBe(429);
    const shared = browser(stack().adminUrl, { 'x-forwarded-for': '127.0.1.9' });
    shared.cookies.set('reedmere_device', cookieNamed(owner, 'reedmere_device')!);
    expect((await shared.fetch('/api/login', { method: 'POST', json: ADMIN })).status).toBe(200);
    // Forty sign-ins one after another, each hashing a password: on a busy machine, more than
    // the usual 30 s.
  }, 90_000);

  it('holds a known browser to its own budget of failures', async () => {
    const owner = browser(stack().adminUrl, { 'x-forwarded-for': '192.0.2.60' });
    expect((await owner.fetch('/api/login', { method: 'POST', json: ADMIN })).status).toBe(200);
    const wrong = { email: ADMIN.email, password: 'a typo of it' };
    for (let i = 0; i < 5; i += 1) {
      expect((await owner.fetch('/api/login', { method: 'POST', json: wrong })).status).toBe(401);
    }
    expect((await owner.fetch('/api/login', { method: 'POST', json: ADMIN })).status).toBe(429);
    // A device cookie for the account does not help another account's sign-in.
    const other = await owner.fetch('/api/login', {
      method: 'POST',
      json: { email: 'someone@reedmere.example', password: 'whatever it is' },
    });
    expect(other.status).toBe(401);
  });
});

describe('a distributed flood of unknown emails', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack({
      env: { TRUST_PROXY: 'true' },
      // One hash at a time and none waiting. At half production's cost (about half a second a
      // hash here), the other fifteen of sixteen sign-ins at once arrive while it is at work; and
      // the one let in waits for no other's hash, so even on a busy machine it is answered well
      // within the BFF's wait for identity (two hashes in a row at full cost were not).
      serviceEnv: {
        identity: { LOGIN_HASH_CONCURRENCY: '1', LOGIN_HASH_QUEUE: '0', PASSWORD_HASH_COST: '16' },
      },
    });
  });
  afterAll(() => stack?.stop());

  it('is answered 503 with Retry-After beyond the hashes identity runs at once', async () => {
    const signIn = signInFrom(stack);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        signIn(`10.9.${i}.1`, `nobody${i}@reedmere.example`, 'guess'),
      ),
    );
    const seen = await Promise.all(
      answers.map(async (answer) => ({
        status: answer.status,
        retryAfter: answer.headers.get('retry-after'),
        body: await answer.json(),
      })),
    );
    const busy = seen.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(seen.every((answer) => answer.status === 401 || answer.status === 503)).toBe(true);
    for (const answer of busy) {
      expect(answer).toEqual({
        status: 503,
        retryAfter: '1',
        body: { message: 'Sign-in is temporarily unavailable. Please try again shortly.' },
      });
    }
  });
});

describe('sign-in throttling without a trusted proxy', () => {
  const stack = useStack();

  it('ignores X-Forwarded-For: a forged address does not buy fresh tries', async () => {
    const signIn = signInFrom(stack());
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await signIn(`198.51.100.${i}`, `nobody${i}@reedmere.example`, 'x')).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const attempts = stack().services.identity.connection.collection('login_attempts');
    expect(await attempts.distinct('address')).toEqual(['127.0.0.1']);
  });
});
