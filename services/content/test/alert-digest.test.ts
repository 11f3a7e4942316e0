import { MAX_LIST_LIMIT } from '@reedmere/contracts';
import type { AlertListing } from '../src/data-access/listings-client';
import { unconfirmedAlertCutoff } from '../src/domain/alert-retention';
import { startTestService, type TestService } from './support/test-service';
import {
  alertApi,
  confirmedSubscription,
  homesInNorwich,
  linkToken,
  ORIGIN,
  type OutboxJson,
} from './support/alert-helpers';
import {
  listing,
  startListingsTestServer,
  type ListingsTestServer,
} from './support/listings-test-server';

const TOKEN = 'a-service-token-of-some-length';
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (base: Date, offset: number) => new Date(base.getTime() + offset);
const iso = (base: Date, offset: number) => at(base, offset).toISOString();

describe('the property alert digest', () => {
  let listings: ListingsTestServer;
  let service: TestService;
  let api: ReturnType<typeof alertApi>;
  beforeAll(async () => {
    listings = await startListingsTestServer();
    service = await startTestService({
      env: { PUBLIC_ORIGIN: ORIGIN, LISTINGS_URL: listings.url },
      callerTokens: `test:${TOKEN}`,
      serviceToken: TOKEN,
    });
    api = alertApi(service, TOKEN);
  });
  afterAll(async () => {
    await service.stop();
    await listings.close();
  });
  beforeEach(async () => {
    await service.reset();
    listings.listings = [];
    listings.requests = [];
    listings.status = 200;
  });

  // The clock of a run is passed in, as the retention purge takes it.
  const digest = (now: Date) => service.services.alerts.digest(now);
  // As stored: no mail server here, so each e-mail is pending and keeps its links.
  const alertMails = async (): Promise<OutboxJson[]> => api.queued('property-alert');

  it('e-mails a confirmed subscriber about a listing that came on the market since: title, price, photo, link', async () => {
    const alert = await confirmedSubscription(service, homesInNorwich, TOKEN);
    const since = alert.since;
    const fresh = listing({ title: 'Flint cottage', price: 325000, listedAt: iso(since, MINUTE) });
    const older = listing({ title: 'Old news', listedAt: iso(since, -DAY) });
    listings.listings = [fresh, older];

    expect(await digest(at(since, HOUR))).toEqual({ checked: 0, sent: 1, failedSearches: 0 });
    const [mail, ...more] = await alertMails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      alertId: alert.id,
      to: 'ada@example.com',
      subject:
        'A property for your alert: Homes for sale in Norwich, £200,000–£350,000, 3+ bedrooms',
      status: 'pending',
    });
    const link = `${ORIGIN}/property/${fresh.id}`;
    const photo = `${ORIGIN}${fresh.images[0]}`;
    for (const line of ['Flint cottage', '£325,000 - New listing', `Photo: ${photo}`, link]) {
      expect(mail!.text).toContain(line);
    }
    expect(mail!.text).not.toContain('Old news');
    expect(mail!.html).toContain(`<a href="${link}"`);
    expect(mail!.html).toContain(`<img src="${photo}" alt="Flint cottage"`);
    const unsubscribe = linkToken(mail!.text, 'unsubscribe');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${ORIGIN}/alerts/unsubscribe?token=${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect((await api.list())[0]!.lastSentAt).toBe(iso(since, HOUR));

    // The listings service was asked for the search, with the service token.
    expect(listings.requests).toHaveLength(1);
    const asked = new URL(listings.requests[0]!.url, 'http://x');
    expect(asked.pathname).toBe('/properties');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      priceType: 'sale',
      propertyType: 'residential',
      location: 'Norwich',
      minPrice: '200000',
      maxPrice: '350000',
      bedrooms: '3',
      page: '1',
      limit: String(MAX_LIST_LIMIT),
    });
    expect(listings.requests[0]!.token).toBe(TOKEN);

    // Each e-mail's own unsubscribe link works (and stops the alert).
    expect((await api.unsubscribe(unsubscribe)).status).toBe(200);
    expect(await api.list()).toEqual([]);
  });

  it('puts several matches in one e-mail', async () => {
    const { since } = await confirmedSubscription(service, homesInNorwich, TOKEN);
    listings.listings = ['One', 'Two', 'Three'].map((title, i) =>
      listing({ title: `Cottage ${title}`, listedAt: iso(since, (i + 1) * MINUTE) }),
    );
    expect((await digest(at(since, HOUR))).sent).toBe(1);
    const mails = await alertMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      '3 properties for your alert: Homes for sale in Norwich, £200,000–£350,000, 3+ bedrooms',
    );
    for (const title of ['Cottage One', 'Cottage Two', 'Cottage Three']) {
      expect(mails[0]!.text).toContain(title);
      expect(mails[0]!.html).toContain(title);
    }
  });

  it('sends at most one e-mail in 24 hours; the next names only what came after the last', async () => {
    const { since } = await confirmedSubscription(service, homesInNorwich, TOKEN);
    const first = listing({ title: 'First find', listedAt: iso(since, MINUTE) });
    listings.listings = [first];
    expect((await digest(at(since, HOUR))).sent).toBe(1);

    const second = listing({ title: 'Second find', listedAt: iso(since, 2 * HOUR) });
    listings.listings = [second, first];
    // Not 24 hours since the last e-mail: nothing, and the listings are not even read.
    listings.requests = [];
    expect(await digest(at(since, HOUR + DAY - MINUTE))).toEqual({
      checked: 0,
      sent: 0,
      failedSearches: 0,
    });
    expect(listings.requests).toEqual([]);
    expect(await alertMails()).toHaveLength(1);

    expect((await digest(at(since, HOUR + DAY))).sent).toBe(1);
    const [latest] = await alertMails();
    expect(latest!.text).toContain('Second find');
    expect(latest!.text).not.toContain('First find');
    // Nothing new since: no third e-mail a day later.
    expect(await digest(at(since, HOUR + 2 * DAY))).toMatchObject({ checked: 1, sent: 0 });
    expect(await alertMails()).toHaveLength(2);
  });

  it('tells of a price drop after the last check; a rise, or a drop before it, is no news', async () => {
    const { since } = await confirmedSubscription(service, homesInNorwich, TOKEN);
    const listedLongAgo = iso(since, -30 * DAY);
    listings.listings = [
      listing({
        title: 'Reduced barn',
        price: 280000,
        listedAt: listedLongAgo,
        priceHistory: [
          { date: iso(since, -20 * DAY), from: 320000, to: 300000 },
          { date: iso(since, MINUTE), from: 300000, to: 280000 },
        ],
      }),
      listing({
        title: 'Dearer barn',
        price: 300000,
        listedAt: listedLongAgo,
        priceHistory: [{ date: iso(since, MINUTE), from: 280000, to: 300000 }],
      }),
      listing({
        title: 'Down then up',
        price: 290000,
        listedAt: listedLongAgo,
        priceHistory: [
          { date: iso(since, MINUTE), from: 300000, to: 250000 },
          { date: iso(since, 2 * MINUTE), from: 250000, to: 290000 },
        ],
      }),
      listing({
        title: 'Reduced last month',
        price: 280000,
        listedAt: listedLongAgo,
        priceHistory: [{ date: iso(since, -DAY), from: 300000, to: 280000 }],
      }),
      listing({
        title: 'Price withdrawn',
        price: null,
        listedAt: listedLongAgo,
        priceHistory: [{ date: iso(since, MINUTE), from: 300000, to: null }],
      }),
    ];
    expect((await digest(at(since, HOUR))).sent).toBe(1);
    const [mail] = await alertMails();
    expect(mail!.text).toContain('Reduced barn');
    expect(mail!.text).toContain('£280,000 - Reduced from £300,000');
    expect(mail!.subject).toMatch(/^A property for your alert/);
    for (const title of ['Dearer barn', 'Down then up', 'Reduced last month', 'Price withdrawn']) {
      expect(mail!.text).not.toContain(title);
    }
  });

  it('sends nothing for a price rise alone', async () => {
    const { since } = await confirmedSubscription(service, homesInNorwich, TOKEN);
    listings.listings = [
      listing({
        listedAt: iso(since, -DAY),
        priceHistory: [{ date: iso(since, MINUTE), from: 250000, to: 300000 }],
      }),
    ];
    expect(await digest(at(since, HOUR))).toEqual({ checked: 1, sent: 0, failedSearches: 0 });
    expect(await alertMails()).toEqual([]);
  });

  it('never names a hidden, under-offer, sold or let listing', async () => {
    const { since } = await confirmedSubscription(service, homesInNorwich, TOKEN);
    const listedAt = iso(since, MINUTE);
    const drop = [{ date: iso(since, MINUTE), from: 340000, to: 300000 }];
    listings.listings = [
      listing({ title: 'Hidden', listedAt, isHidden: true }),
      listing({ title: 'Under offer', listedAt, isUnderOffer: true }),
      listing({ title: 'Under offer status', listedAt, status: 'under_offer' }),
      listing({ title: 'Sold', listedAt, status: 'sold' }),
      listing({ title: 'Let', listedAt, status: 'let' }),
      listing({ title: 'Hidden and reduced', priceHistory: drop, isHidden: true }),
      listing({ title: 'Under offer and reduced', priceHistory: drop, isUnderOffer: true }),
    ];
    expect(await digest(at(since, HOUR))).toEqual({ checked: 1, sent: 0, failedSearches: 0 });
    expect(await alertMails()).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, Partial<AlertListing>, Partial<AlertListing>]>([
    [
      'homes',
      { category: 'residential' },
      { propertyType: 'Cottage' },
      { propertyType: 'commercial' },
    ],
    [
      'commercial property',
      { category: 'commercial', bedrooms: null },
      { propertyType: 'commercial', bedrooms: null },
      { propertyType: 'residential' },
    ],
    [
      'to let',
      { priceType: 'rent', minPrice: null, maxPrice: null },
      { priceType: 'rent', price: 1200 },
      { priceType: 'sale' },
    ],
    ['the location', { location: 'wymondham' }, { location: 'Wymondham' }, { location: 'Norwich' }],
    [
      'the location in the address',
      { location: 'Wymondham' },
      { location: 'Norfolk', address: '4 Market Place, WYMONDHAM' },
      { location: 'Norfolk', address: '4 Market Place, Diss' },
    ],
    ['the minimum price', { minPrice: 250000 }, { price: 250000 }, { price: 249999 }],
    ['the minimum price (no price)', { minPrice: 250000 }, { price: 260000 }, { price: null }],
    ['the maximum price', { maxPrice: 350000 }, { price: 350000 }, { price: 350001 }],
    ['the bedrooms', { bedrooms: 3 }, { bedrooms: 4 }, { bedrooms: 2 }],
    ['the bedrooms (not stated)', { bedrooms: 3 }, { bedrooms: 3 }, { bedrooms: null }],
  ])('applies %s', async (_label, search, matching, other) => {
    const { since } = await confirmedSubscription(
      service,
      { ...homesInNorwich, location: null, ...search },
      TOKEN,
    );
    const listedAt = iso(since, MINUTE);
    listings.listings = [
      listing({ title: 'The match', listedAt, ...matching }),
      listing({ title: 'The other one', listedAt, ...matching, ...other }),
    ];
    expect((await digest(at(since, HOUR))).sent).toBe(1);
    const [mail] = await alertMails();
    expect(mail!.text).toContain('The match');
    expect(mail!.text).not.toContain('The other one');
  });

  it('sends nothing to an unconfirmed sign-up', async () => {
    expect((await api.signUp(homesInNorwich)).status).toBe(202);
    const [alert] = await api.list();
    listings.listings = [listing({ listedAt: iso(new Date(alert!.createdAt), MINUTE) })];
    expect(await digest(at(new Date(alert!.createdAt), HOUR))).toEqual({
      checked: 0,
      sent: 0,
      failedSearches: 0,
    });
    expect(await alertMails()).toEqual([]);
    expect(listings.requests).toEqual([]);
  });

  it('withdraws a queued alert when its address unsubscribes, and sends nothing after', async () => {
    const { since } = await confirmedSubscription(service, homesInNorwich, TOKEN);
    listings.listings = [listing({ listedAt: iso(since, MINUTE) })];
    await digest(at(since, HOUR));
    const [pending] = await alertMails();
    expect(pending!.status).toBe('pending');
    expect((await api.unsubscribe(linkToken(pending!.text, 'unsubscribe'))).status).toBe(200);
    expect(await api.outbox()).toEqual([]);

    listings.listings.push(listing({ listedAt: iso(since, 2 * HOUR) }));
    expect(await digest(at(since, 2 * DAY))).toEqual({ checked: 0, sent: 0, failedSearches: 0 });
    expect(await api.outbox()).toEqual([]);
  });

  it('takes a listing without `listedAt` or `priceHistory` for one with no news', async () => {
    const { since } = await confirmedSubscription(service, homesInNorwich, TOKEN);
    const bare = listing();
    delete bare.listedAt;
    delete bare.priceHistory;
    listings.listings = [bare];
    expect(await digest(at(since, HOUR))).toEqual({ checked: 1, sent: 0, failedSearches: 0 });
    expect(await alertMails()).toEqual([]);
  });

  it('while the listings service is down, sends nothing and misses nothing', async () => {
    const { since } = await confirmedSubscription(service, homesInNorwich, TOKEN);
    listings.listings = [listing({ title: 'Kept for later', listedAt: iso(since, MINUTE) })];
    listings.status = 503;
    expect(await digest(at(since, HOUR))).toEqual({ checked: 0, sent: 0, failedSearches: 1 });
    expect(await alertMails()).toEqual([]);
    listings.status = 200;
    expect((await digest(at(since, 2 * HOUR))).sent).toBe(1);
    expect((await alertMails())[0]!.text).toContain('Kept for later');
  });

  it('reads a search shared by several subscribers once, and e-mails each of them', async () => {
    const { since } = await confirmedSubscription(service, homesInNorwich, TOKEN);
    await confirmedSubscription(service, { ...homesInNorwich, email: 'bob@example.com' }, TOKEN);
    await confirmedSubscription(service, { ...homesInNorwich, bedrooms: 2 }, TOKEN);
    listings.listings = [listing({ listedAt: iso(since, 10 * MINUTE) })];
    expect((await digest(at(since, HOUR))).sent).toBe(3);
    expect(listings.requests).toHaveLength(2);
    expect((await alertMails()).map((mail) => mail.to).sort()).toEqual([
      'ada@example.com',
      'ada@example.com',
      'bob@example.com',
    ]);
  });

  it('sends one e-mail when two runs overlap (two replicas)', async () => {
    const { since } = await confirmedSubscription(service, homesInNorwich, TOKEN);
    listings.listings = [listing({ listedAt: iso(since, MINUTE) })];
    const runs = await Promise.all([digest(at(since, HOUR)), digest(at(since, HOUR))]);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(1);
    expect(await alertMails()).toHaveLength(1);
  });

  it('names at most 20 listings and links to the rest', async () => {
    const { since } = await confirmedSubscription(service, homesInNorwich, TOKEN);
    listings.listings = Array.from({ length: 23 }, (_, i) =>
      listing({ title: `Home number ${i + 1}.`, listedAt: iso(since, MINUTE) }),
    );
    await digest(at(since, HOUR));
    const [mail] = await alertMails();
    expect(mail!.subject).toMatch(/^23 properties for your alert/);
    expect(mail!.text).toContain('Home number 20.');
    expect(mail!.text).not.toContain('Home number 21.');
    expect(mail!.text).toContain(
      `And 3 more: ${ORIGIN}/residential?location=Norwich&minPrice=200000&maxPrice=350000&bedrooms=3`,
    );
  });

  describe('retention', () => {
    it('deletes sign-ups left unconfirmed for 7 days, with their e-mails; keeps the rest', async () => {
      const kept = await confirmedSubscription(service, homesInNorwich, TOKEN);
      expect((await api.signUp({ ...homesInNorwich, email: 'never@example.com' })).status).toBe(
        202,
      );
      const unconfirmed = (await api.list()).find((alert) => !alert.confirmed)!;
      const signedUp = new Date(unconfirmed.createdAt);
      expect(unconfirmedAlertCutoff(new Date('2026-06-08T12:00:00.000Z')).toISOString()).toBe(
        '2026-06-01T12:00:00.000Z',
      );

      const purge = (now: Date) => service.services.alerts.purgeUnconfirmed(now);
      expect(await purge(at(signedUp, 7 * DAY))).toEqual({ alerts: 0, messages: 0 });
      expect(await api.list()).toHaveLength(2);

      expect(await purge(at(signedUp, 7 * DAY + 1))).toEqual({ alerts: 1, messages: 1 });
      expect((await api.list()).map((alert) => alert.id)).toEqual([kept.id]);
      expect((await api.outbox()).map((mail) => mail.to)).toEqual(['ada@example.com']);
      // A confirmed subscription stays however old it is.
      expect(await purge(at(signedUp, 365 * DAY))).toEqual({ alerts: 0, messages: 0 });
      expect(await api.list()).toHaveLength(1);
    });
  });
});
