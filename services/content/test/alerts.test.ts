import { createHash } from 'node:crypto';
import { ALERT_SUBSCRIPTIONS_COLLECTION } from '../src/data-access/alert-subscription-model';
import { startTestService, type TestService } from './support/test-service';
import {
  alertApi,
  homesInNorwich,
  linkToken,
  norwichHomesSearch,
  ORIGIN,
} from './support/alert-helpers';
import { expectValidationFailure } from './support/validation';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const HOUR = 60 * 60 * 1000;

describe('property alerts: sign-up, confirmation, unsubscribing', () => {
  let service: TestService;
  let api: ReturnType<typeof alertApi>;
  beforeAll(async () => {
    // No SMTP_URL: the e-mails stay pending in the outbox, where the test reads them.
    service = await startTestService({ env: { PUBLIC_ORIGIN: `${ORIGIN}/` } });
    api = alertApi(service);
  });
  afterAll(() => service.stop());
  beforeEach(() => service.reset());

  const stored = () =>
    service.connection.collection(ALERT_SUBSCRIPTIONS_COLLECTION).find().toArray();

  it('stores an unconfirmed sign-up and queues one confirmation e-mail with text, HTML and the one-click headers', async () => {
    const res = await api.signUp(homesInNorwich);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({});

    const [alert, ...others] = await api.list();
    expect(others).toEqual([]);
    expect(alert).toEqual({
      id: expect.stringMatching(/^[a-f\d]{24}$/),
      email: 'ada@example.com',
      search: norwichHomesSearch,
      description: 'Homes for sale in Norwich, £200,000–£350,000, 3+ bedrooms',
      confirmed: false,
      confirmedAt: null,
      lastSentAt: null,
      createdAt: expect.any(String),
    });

    // Read as stored: a message not sent yet keeps its links for the mail server.
    const queued = await api.queued();
    expect(queued).toHaveLength(1);
    const [mail] = queued;
    expect(mail).toMatchObject({
      kind: 'alert-confirmation',
      alertId: alert!.id,
      to: 'ada@example.com',
      subject:
        'Confirm your property alert: Homes for sale in Norwich, £200,000–£350,000, 3+ bedrooms',
      status: 'pending',
    });
    const confirm = linkToken(mail!.text, 'confirm');
    const unsubscribe = linkToken(mail!.text, 'unsubscribe');
    expect(mail!.text).toContain(`${ORIGIN}/alerts/confirm?token=${confirm}`);
    expect(mail!.text).toContain(`${ORIGIN}/alerts/unsubscribe?token=${unsubscribe}`);
    expect(mail!.html).toContain(`href="${ORIGIN}/alerts/confirm?token=${confirm}"`);
    expect(mail!.html).toContain(`href="${ORIGIN}/alerts/unsubscribe?token=${unsubscribe}"`);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${ORIGIN}/alerts/unsubscribe?token=${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // 256 random bits each, never the id, and only their hashes are stored.
    for (const token of [confirm, unsubscribe]) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(token).not.toContain(alert!.id);
    }
    expect(confirm).not.toBe(unsubscribe);
    const [record] = await stored();
    expect(record).toMatchObject({
      confirmTokenHashes: [sha256(confirm)],
      unsubscribeTokenHashes: [sha256(unsubscribe)],
    });
    expect(JSON.stringify(record)).not.toContain(confirm);
    expect(JSON.stringify(record)).not.toContain(unsubscribe);
    // Nor do the admin's list and the service's answers carry them.
    expect(JSON.stringify(await api.list())).not.toMatch(/token|hash/i);
  });

  it('a second sign-up for the same address and search makes no duplicate and re-sends at most once an hour', async () => {
    expect((await api.signUp(homesInNorwich)).status).toBe(202);
    const again = { ...homesInNorwich, email: ' ADA@example.COM ', location: 'norwich' };
    expect((await api.signUp(again)).status).toBe(202);
    expect(await api.list()).toHaveLength(1);
    expect(await api.outbox()).toHaveLength(1);

    // An hour on, one more e-mail with links of its own, and only one.
    await service.connection
      .collection(ALERT_SUBSCRIPTIONS_COLLECTION)
      .updateMany({}, { $set: { confirmationSentAt: new Date(Date.now() - HOUR - 1000) } });
    await Promise.all([api.signUp(again), api.signUp(again)]);
    expect((await api.signUp(again)).status).toBe(202);
    const mails = await api.queued('alert-confirmation');
    expect(mails).toHaveLength(2);
    expect(await api.list()).toHaveLength(1);
    const [second, first] = mails.map((mail) => linkToken(mail.text, 'confirm'));
    expect(second).not.toBe(first);

    // Either e-mail confirms; then neither link works.
    expect((await api.confirm(first)).status).toBe(200);
    expect((await api.confirm(second)).status).toBe(404);

    // Confirmed already: a sign-up changes nothing and sends nothing, with the same answer.
    const confirmedAgain = await api.signUp(again);
    expect([confirmedAgain.status, confirmedAgain.body]).toEqual([202, {}]);
    expect(await api.outbox('alert-confirmation')).toHaveLength(2);

    // Another search is another subscription.
    expect((await api.signUp({ ...homesInNorwich, bedrooms: 4 })).status).toBe(202);
    expect(await api.list()).toHaveLength(2);
    expect(await api.outbox('alert-confirmation')).toHaveLength(3);
  });

  it('confirms once: the same link again, an unknown one or a malformed one is refused alike', async () => {
    await api.signUp(homesInNorwich);
    const [mail] = await api.queued();
    const token = linkToken(mail!.text, 'confirm');

    const looked = await api.lookUp('confirm', token);
    expect([looked.status, looked.body]).toEqual([
      200,
      {
        purpose: 'confirm',
        description: 'Homes for sale in Norwich, £200,000–£350,000, 3+ bedrooms',
      },
    ]);
    const confirmed = await api.confirm(token);
    expect([confirmed.status, confirmed.body]).toEqual([
      200,
      { description: 'Homes for sale in Norwich, £200,000–£350,000, 3+ bedrooms' },
    ]);
    const [alert] = await api.list();
    expect(alert).toMatchObject({ confirmed: true, confirmedAt: expect.any(String) });
    expect((await stored())[0]!.confirmTokenHashes).toEqual([]);

    const expired = { message: 'This link has expired or was already used' };
    for (const res of [
      await api.confirm(token),
      await api.lookUp('confirm', token),
      await api.confirm('A'.repeat(43)),
      await api.confirm('../../admin'),
      await api.confirm(12345),
      await api.confirm(undefined),
      // A link of the other kind is no confirmation link.
      await api.confirm(linkToken(mail!.text, 'unsubscribe')),
    ]) {
      expect([res.status, res.body]).toEqual([404, expired]);
    }
    expect((await api.list())[0]!.confirmedAt).toBe(alert!.confirmedAt);
  });

  it('unsubscribing deletes the subscription and its e-mails, once; it works before confirming too', async () => {
    await api.signUp(homesInNorwich);
    await api.signUp({ ...homesInNorwich, email: 'other@example.com' });
    const mails = await api.queued();
    const mine = mails.find((mail) => mail.to === 'ada@example.com')!;
    const token = linkToken(mine.text, 'unsubscribe');

    // An unsubscribe link confirms nothing.
    expect((await api.confirm(token)).status).toBe(404);
    expect((await api.lookUp('unsubscribe', token)).status).toBe(200);
    const res = await api.unsubscribe(token);
    expect([res.status, res.body]).toEqual([
      200,
      { description: 'Homes for sale in Norwich, £200,000–£350,000, 3+ bedrooms' },
    ]);
    expect((await api.list()).map((alert) => alert.email)).toEqual(['other@example.com']);
    expect((await api.outbox()).map((mail) => mail.to)).toEqual(['other@example.com']);

    const again = await api.unsubscribe(token);
    expect([again.status, again.body]).toEqual([
      404,
      { message: 'This link has expired or was already used' },
    ]);
    expect((await api.lookUp('unsubscribe', token)).status).toBe(404);
    expect((await api.unsubscribe('x')).status).toBe(404);
    // The confirmation link of a deleted sign-up is dead too.
    expect((await api.confirm(linkToken(mine.text, 'confirm'))).status).toBe(404);
  });

  it('refuses a malformed sign-up with every problem and stores nothing', async () => {
    const res = await api.signUp({
      email: 'not-an-email',
      category: 'houses',
      location: 'x'.repeat(101),
      minPrice: 300000,
      maxPrice: 100000,
      bedrooms: 0,
      website: '',
    });
    expectValidationFailure(res, [
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'category', message: 'Choose homes or commercial property' },
      { field: 'priceType', message: 'Choose to buy or to rent' },
      { field: 'location', message: 'Location must be at most 100 characters' },
      { field: 'maxPrice', message: 'Maximum price must be at least the minimum price' },
      { field: 'bedrooms', message: 'Bedrooms must be a whole number from 1 to 10' },
      // The honeypot is the BFF's to check and drop.
      { field: 'website', message: 'website is not allowed' },
    ]);
    const commercial = await api.signUp({
      email: 'a@example.com',
      category: 'commercial',
      priceType: 'rent',
      bedrooms: 2,
    });
    expect(commercial.body.errors).toEqual([
      { field: 'bedrooms', message: 'Bedrooms apply to homes only' },
    ]);
    expect(await api.list()).toEqual([]);
    expect(await api.outbox()).toEqual([]);
  });

  it('describes each kind of search in words', async () => {
    const searches = [
      [{ category: 'residential', priceType: 'sale' }, 'Homes for sale'],
      [
        { category: 'residential', priceType: 'rent', maxPrice: 1200 },
        'Homes to let, up to £1,200 pcm',
      ],
      [
        { category: 'residential', priceType: 'rent', minPrice: 800, maxPrice: 1200, bedrooms: 1 },
        'Homes to let, £800–£1,200 pcm, 1+ bedroom',
      ],
      [
        { category: 'commercial', priceType: 'sale', location: 'Dereham', minPrice: 150000 },
        'Commercial property for sale in Dereham, from £150,000',
      ],
      [{ category: 'commercial', priceType: 'rent' }, 'Commercial property to let'],
    ] as const;
    for (const [search] of searches) {
      expect((await api.signUp({ email: 'a@example.com', ...search })).status).toBe(202);
    }
    const described = (await api.list()).map((alert) => alert.description).reverse();
    expect(described).toEqual(searches.map(([, words]) => words));
  });

  describe('the admin', () => {
    it('lists newest first and deletes a subscription with its e-mails', async () => {
      await api.signUp({ ...homesInNorwich, email: 'first@example.com' });
      await api.signUp({ ...homesInNorwich, email: 'second@example.com' });
      const [second, first] = await api.list();
      expect([second!.email, first!.email]).toEqual(['second@example.com', 'first@example.com']);

      expect((await api.remove(second!.id)).status).toBe(204);
      expect((await api.list()).map((alert) => alert.id)).toEqual([first!.id]);
      expect((await api.outbox()).map((mail) => mail.alertId)).toEqual([first!.id]);

      const gone = await api.remove(second!.id);
      expect([gone.status, gone.body]).toEqual([404, { message: 'Alert not found' }]);
      expect((await api.remove('not-an-id')).status).toBe(404);
    });
  });
});
