import { makeAlertSearch } from '@reedmere/contracts/testing';
import type { LogFields, Logger } from '@reedmere/service-kit';
import { caller, signedIn } from './support/client';
import { ADMIN, asOwnerOf, startStack, type TestStack } from './support/stack';
import { validationFailure } from '@reedmere/service-kit/testing';

const ORIGIN = 'https://www.reedmere.example';
const CHECK_INBOX =
  'Thank you. Please check your inbox for an e-mail to confirm your property alert.';
const EXPIRED = 'This link has expired or was already used';

const search = makeAlertSearch({
  location: 'Norwich',
  minPrice: 200000,
  maxPrice: 350000,
  bedrooms: 3,
});
const alert = { email: 'Jane@Example.com', ...search };

interface OutboxItem {
  kind: string;
  alertId: string;
  to: string;
  text: string;
  headers: Record<string, string> | null;
}

describe('property alerts through the BFF', () => {
  let stack: TestStack;
  const logged: Array<{ msg: string; fields?: LogFields }> = [];
  const logger: Logger = {
    info: (msg, fields) => logged.push({ msg, fields }),
    warn: (msg, fields) => logged.push({ msg, fields }),
    error: (msg, fields) => logged.push({ msg, fields }),
  };
  let nextAddress = 10;
  /** A client address of its own per test (the limits count per address). */
  let address = '';

  beforeAll(async () => {
    stack = await startStack({
      // One proxy hop is trusted, so each test can come from an address of its own.
      env: { TRUST_PROXY: 'true', ALERT_SIGNUPS_PER_WINDOW: '4', ALERT_SIGNUPS_PER_EMAIL: '3' },
      serviceEnv: { content: { PUBLIC_ORIGIN: ORIGIN } },
      logger,
    });
  });
  afterAll(() => stack?.stop());
  beforeEach(() => {
    nextAddress += 1;
    address = `203.0.113.${nextAddress}`;
  });

  const signUp = (body: unknown, from = address) =>
    fetch(`${stack.url}/api/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
    });
  const content = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${stack.services.content.http.url}${path}`, {
      headers: asOwnerOf('content', 'GET', new URL(path, 'http://content').pathname),
    });
    return (await response.json()) as T;
  };
  const subscriptions = () =>
    content<Array<{ id: string; email: string; confirmed: boolean }>>('/alerts');
  /**
   * The confirmation e-mail as the content service stores it until it is sent (no mail server
   * here): the one place its links' tokens are kept, for the mail server.
   */
  const confirmationFor = async (email: string): Promise<OutboxItem> => {
    const item = await stack.services.content.connection
      .collection<OutboxItem>('outbox')
      .findOne({ kind: 'alert-confirmation', to: email }, { sort: { _id: -1 } });
    if (!item) throw new Error(`no confirmation e-mail to ${email}`);
    return item;
  };
  const tokenIn = (text: string, action: 'confirm' | 'unsubscribe') =>
    new RegExp(`/alerts/${action}\\?token=([\\w-]+)`).exec(text)![1]!;
  const page = (path: string, init: RequestInit = {}) =>
    fetch(`${stack.url}${path}`, { redirect: 'manual', ...init });

  describe('POST /api/alerts', () => {
    it('signs up with 202 and the same words whether the address is new, waiting or subscribed', async () => {
      const first = await signUp({ ...alert, email: 'same@example.com' });
      expect(first.status).toBe(202);
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect(await first.json()).toEqual({ message: CHECK_INBOX });
      expect((await subscriptions()).filter((s) => s.email === 'same@example.com')).toHaveLength(1);

      const again = await signUp({ ...alert, email: 'SAME@example.com' });
      expect([again.status, await again.json()]).toEqual([202, { message: CHECK_INBOX }]);
      const mail = await confirmationFor('same@example.com');
      const confirmed = await page(`/alerts/confirm?token=${tokenIn(mail.text, 'confirm')}`, {
        method: 'POST',
      });
      expect(confirmed.status).toBe(200);
      const afterConfirming = await signUp(
        { ...alert, email: 'same@example.com' },
        '203.0.113.200',
      );
      expect([afterConfirming.status, await afterConfirming.json()]).toEqual([
        202,
        { message: CHECK_INBOX },
      ]);
      expect((await subscriptions()).filter((s) => s.email === 'same@example.com')).toEqual([
        expect.objectContaining({ confirmed: true }),
      ]);
    });

    it('answers 400 with a message for each field, as the contact form does', async () => {
      const empty = await signUp({});
      expect(empty.status).toBe(400);
      expect(await empty.json()).toEqual(
        validationFailure([
          { field: 'email', message: 'Email address is required' },
          { field: 'category', message: 'Choose homes or commercial property' },
          { field: 'priceType', message: 'Choose to buy or to rent' },
        ]),
      );
      const wrong = await signUp({
        email: 'not-an-email',
        category: 'commercial',
        priceType: 'rent',
        location: 'x'.repeat(101),
        minPrice: 'cheap',
        bedrooms: 2,
      });
      expect(await wrong.json()).toEqual(
        validationFailure([
          { field: 'email', message: 'Enter a valid email address' },
          { field: 'location', message: 'Location must be at most 100 characters' },
          { field: 'minPrice', message: 'Minimum price must be a number of pounds' },
          { field: 'bedrooms', message: 'Bedrooms apply to homes only' },
        ]),
      );
      // Each from an address of its own: the per-address limit counts refusals too.
      const controls = [
        ['email', 'Email address', 'jane@example.com\r\nBcc: all@example.com'],
        ['location', 'Location', 'Norwich\nBcc: all@example.com'],
        ['location', 'Location', 'Norwich\u2029'],
      ];
      for (const [i, [field, label, value]] of controls.entries()) {
        const body = { ...alert, email: 'control@example.com', [field!]: value };
        const refused = await signUp(body, `192.0.2.${i + 1}`);
        expect(refused.status).toBe(400);
        expect(((await refused.json()) as { errors: unknown[] }).errors).toContainEqual({
          field,
          message: `${label} must not contain line breaks or control characters`,
        });
      }
      expect((await subscriptions()).map((s) => s.email)).not.toContain('control@example.com');
      const range = await signUp({ ...alert, minPrice: 400000, maxPrice: 300000 });
      expect(((await range.json()) as { errors: unknown }).errors).toEqual([
        { field: 'maxPrice', message: 'Maximum price must be at least the minimum price' },
      ]);
    });

    it('a filled honeypot gets the same answer and stores and sends nothing', async () => {
      const response = await signUp({
        ...alert,
        email: 'robot@example.com',
        website: 'https://spam.example',
      });
      expect([response.status, await response.json()]).toEqual([202, { message: CHECK_INBOX }]);
      expect((await subscriptions()).map((s) => s.email)).not.toContain('robot@example.com');
      const outbox = await content<OutboxItem[]>('/outbox');
      expect(outbox.map((item) => item.to)).not.toContain('robot@example.com');
      // An empty honeypot is what people send.
      expect((await signUp({ ...alert, email: 'person@example.com', website: '' })).status).toBe(
        202,
      );
    });

    it('limits sign-ups per client address', async () => {
      for (let i = 0; i < 4; i += 1) {
        expect((await signUp({ ...alert, email: `address-${i}@example.com` })).status).toBe(202);
      }
      const refused = await signUp({ ...alert, email: 'address-4@example.com' });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        message: 'Too many alert sign-ups from this address. Please try again later.',
      });
      expect((await subscriptions()).map((s) => s.email)).not.toContain('address-4@example.com');
      // Another address is not affected.
      expect(
        (await signUp({ ...alert, email: 'address-4@example.com' }, '198.51.100.1')).status,
      ).toBe(202);
    });

    it('limits sign-ups per e-mail address, from whatever client address', async () => {
      expect((await signUp({ ...alert, email: 'inbox@example.com' }, '198.51.100.2')).status).toBe(
        202,
      );
      const other = { ...alert, email: ' INBOX@example.com ', bedrooms: 4 };
      expect((await signUp(other, '198.51.100.3')).status).toBe(202);
      expect((await signUp(other, '198.51.100.3')).status).toBe(202);
      const refused = await signUp(
        { ...alert, email: 'inbox@example.com', bedrooms: 5 },
        '198.51.100.4',
      );
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        message: 'Too many alert sign-ups for this e-mail address. Please try again later.',
      });
      expect((await subscriptions()).filter((s) => s.email === 'inbox@example.com')).toHaveLength(
        2,
      );
    });
  });

  describe('the pages behind the e-mail links', () => {
    it('confirms with the button; a used, unknown or malformed link gets the expired page (404)', async () => {
      expect((await signUp({ ...alert, email: 'confirm@example.com' })).status).toBe(202);
      const mail = await confirmationFor('confirm@example.com');
      // The e-mail links to the public site (the content service's PUBLIC_ORIGIN).
      const link = `/alerts/confirm?token=${tokenIn(mail.text, 'confirm')}`;
      expect(mail.text).toContain(`${ORIGIN}${link}`);

      // Opening the link (or a mail scanner fetching it) only shows what it is for.
      const asked = await page(link);
      expect(asked.status).toBe(200);
      expect(asked.headers.get('content-type')).toMatch(/^text\/html/);
      expect(asked.headers.get('cache-control')).toBe('no-store');
      expect(asked.headers.get('referrer-policy')).toBe('no-referrer');
      expect(asked.headers.get('content-security-policy')).toMatch(/form-action 'self'/);
      const askPage = await asked.text();
      expect(askPage).toContain('Confirm your property alert');
      expect(askPage).toContain('Homes for sale in Norwich, £200,000–£350,000, 3+ bedrooms');
      expect(askPage).toContain(`<form method="post" action="${link}">`);
      const mine = () =>
        subscriptions().then((all) => all.find((s) => s.email === 'confirm@example.com')!);
      expect((await mine()).confirmed).toBe(false);

      const done = await page(link, { method: 'POST' });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain('Your property alert is confirmed');
      expect((await mine()).confirmed).toBe(true);

      for (const [method, path] of [
        ['POST', link],
        ['GET', link],
        ['GET', '/alerts/confirm?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
        ['GET', '/alerts/confirm?token=%3Cscript%3E'],
        ['GET', '/alerts/confirm'],
        ['GET', `${link}&token=again`],
        ['POST', '/alerts/unsubscribe?token=nope'],
        ['GET', '/alerts/unsubscribe?token='],
      ]) {
        const response = await page(path!, { method });
        const text = await response.text();
        expect([method, path, response.status]).toEqual([method, path, 404]);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(text).toContain(EXPIRED);
        expect(text).not.toMatch(/<script|\bat [\w.]+ \(|Error:/);
      }
    });

    it('unsubscribes in one click: a mail client posts the List-Unsubscribe URL from anywhere', async () => {
      expect((await signUp({ ...alert, email: 'leaver@example.com' })).status).toBe(202);
      expect((await signUp({ ...alert, email: 'stayer@example.com' })).status).toBe(202);
      const mail = await confirmationFor('leaver@example.com');
      const header = mail.headers!['List-Unsubscribe']!;
      expect(header).toMatch(
        /^<https:\/\/www\.reedmere\.example\/alerts\/unsubscribe\?token=[\w-]{43}>$/,
      );
      expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const url = new URL(header.slice(1, -1));
      const stayer = (await subscriptions()).find((s) => s.email === 'stayer@example.com')!;

      // A GET never unsubscribes: scanners fetch links.
      const asked = await page(`${url.pathname}${url.search}`);
      expect(asked.status).toBe(200);
      expect(await asked.text()).toContain('Unsubscribe from this property alert?');
      expect((await subscriptions()).map((s) => s.email)).toContain('leaver@example.com');

      // RFC 8058: a POST with `List-Unsubscribe=One-Click`, from the mail provider's servers, with
      // no cookie and another origin. Extra parameters name nothing else that could be removed.
      const oneClick = await page(
        `${url.pathname}${url.search}&id=${stayer.id}&email=stayer@example.com`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: 'https://mail.example',
          },
          body: `List-Unsubscribe=One-Click&id=${stayer.id}`,
        },
      );
      expect(oneClick.status).toBe(200);
      expect(await oneClick.text()).toContain('You have been unsubscribed');
      expect((await subscriptions()).map((s) => s.email)).not.toContain('leaver@example.com');
      expect((await subscriptions()).map((s) => s.email)).toContain('stayer@example.com');
      const outbox = await content<OutboxItem[]>('/outbox');
      expect(outbox.map((item) => item.to)).not.toContain('leaver@example.com');

      const again = await page(`${url.pathname}${url.search}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
      });
      expect(again.status).toBe(404);
      expect(await again.text()).toContain(EXPIRED);
    });

    it('keeps the links out of the request log', async () => {
      const token = 'B'.repeat(43);
      await page(`/alerts/unsubscribe?token=${token}`);
      const lines = logged.filter((line) => line.msg === 'request');
      expect(lines.map((line) => line.fields?.path)).toContain('/alerts/unsubscribe?token=***');
      expect(JSON.stringify(logged)).not.toContain(token);
    });
  });

  describe('the admin', () => {
    it('lists and deletes subscriptions; a visitor gets 401; answers are never stored; no link token is shown', async () => {
      expect((await signUp({ ...alert, email: 'listed@example.com' })).status).toBe(202);
      const visitor = caller(stack.adminUrl);
      const refused = await visitor.fetch('/api/admin/alerts');
      expect([refused.status, await refused.json()]).toEqual([401, { message: 'Unauthorized' }]);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      const any = (await subscriptions())[0]!;
      expect(
        (await visitor.fetch(`/api/admin/alerts/${any.id}`, { method: 'DELETE' })).status,
      ).toBe(401);

      const admin = await signedIn(stack.adminUrl, ADMIN);
      const list = await admin.fetch('/api/admin/alerts');
      expect(list.status).toBe(200);
      expect(list.headers.get('cache-control')).toBe('no-store');
      const body = (await list.json()) as Array<Record<string, unknown>>;
      const listed = body.find((item) => item.email === 'listed@example.com')!;
      expect(listed).toEqual({
        id: expect.stringMatching(/^[a-f\d]{24}$/),
        email: 'listed@example.com',
        search,
        description: 'Homes for sale in Norwich, £200,000–£350,000, 3+ bedrooms',
        confirmed: false,
        confirmedAt: null,
        lastSentAt: null,
        createdAt: expect.any(String),
      });
      expect(JSON.stringify(body)).not.toMatch(/token|hash/i);

      // Nor does the outbox: the e-mail waiting to be sent is shown without its links' tokens.
      const mail = await confirmationFor('listed@example.com');
      const tokens = [tokenIn(mail.text, 'confirm'), tokenIn(mail.text, 'unsubscribe')];
      const outbox = await admin.fetch('/api/inquiries/outbox');
      expect(outbox.status).toBe(200);
      const messages = (await outbox.json()) as OutboxItem[];
      const shown = messages.find((m) => m.kind === 'alert-confirmation' && m.to === mail.to)!;
      expect(shown.text).toContain(`${ORIGIN}/alerts/confirm?token=removed`);
      expect(shown.headers).toEqual({
        'List-Unsubscribe': `<${ORIGIN}/alerts/unsubscribe?token=removed>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      for (const token of tokens) expect(JSON.stringify(messages)).not.toContain(token);
      // The subscriptions hold hashes only.
      const stored = await stack.services.content.connection
        .collection('alert_subscriptions')
        .find()
        .toArray();
      for (const token of tokens) expect(JSON.stringify(stored)).not.toContain(token);
      // The link in the e-mail works all the same.
      const confirmed = await page(`/alerts/confirm?token=${tokens[0]}`, { method: 'POST' });
      expect(confirmed.status).toBe(200);

      // A write from another site with the admin's cookie is refused.
      const forged = await admin.fetch(`/api/admin/alerts/${String(listed.id)}`, {
        method: 'DELETE',
        headers: { origin: 'https://elsewhere.example' },
      });
      expect(forged.status).toBe(403);
      const deleted = await admin.fetch(`/api/admin/alerts/${String(listed.id)}`, {
        method: 'DELETE',
      });
      expect(deleted.status).toBe(204);
      expect(deleted.headers.get('cache-control')).toBe('no-store');
      const gone = await admin.fetch(`/api/admin/alerts/${String(listed.id)}`, {
        method: 'DELETE',
      });
      expect([gone.status, await gone.json()]).toEqual([404, { message: 'Alert not found' }]);
      expect((await subscriptions()).map((s) => s.email)).not.toContain('listed@example.com');
    });
  });

  // Last: the content service stays down for the rest of this stack's life.
  it('while the content service is down: 503 with its message, and a page saying so', async () => {
    await stack.stopService('content');
    const response = await signUp({ ...alert, email: 'later@example.com' });
    expect([response.status, await response.json()]).toEqual([
      503,
      { message: 'Property alerts are temporarily unavailable. Please try again shortly.' },
    ]);
    const shown = await page(`/alerts/confirm?token=${'C'.repeat(43)}`);
    expect(shown.status).toBe(503);
    const text = await shown.text();
    expect(text).toContain('Property alerts are temporarily unavailable');
    expect(text).not.toMatch(/\bat [\w.]+ \(|Error:|ECONNREFUSED/);
  });
});
