import { MAX_LIST_LIMIT } from '@reedmere/contracts';
import { ALERT_SUBSCRIPTIONS_COLLECTION } from '../src/data-access/alert-subscription-model';
import { MAX_LISTINGS_PER_ALERT } from '../src/domain/alert-mail';
import { startTestService, type TestService } from './support/test-service';
import { alertApi, confirmedSubscription, homesInNorwich, ORIGIN } from './support/alert-helpers';
import {
  propertyBody,
  startListingsService,
  type ListingsService,
} from './support/listings-service';

const TOKEN = 'a-service-token-of-some-length';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Changes are news only when stamped after the last check: never in the same millisecond. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the digest against the real listings service', () => {
  let listings: ListingsService;
  let service: TestService;
  beforeAll(async () => {
    listings = await startListingsService(TOKEN);
    service = await startTestService({
      env: { PUBLIC_ORIGIN: ORIGIN, LISTINGS_URL: listings.url },
      callerTokens: `test:${TOKEN}`,
      serviceToken: TOKEN,
    });
  });
  afterAll(async () => {
    await service?.stop();
    await listings?.stop();
  });
  beforeEach(async () => {
    await service.reset();
    await listings.connection.collection('properties').deleteMany({});
  });

  const create = (body: object) => listings.create(body);

  it('tells of a listing put on the market after the sign-up, then of a price cut', async () => {
    const older = await create(propertyBody({ title: 'Listed before' }));
    const alert = await confirmedSubscription(service, homesInNorwich, TOKEN);
    await tick();
    const fresh = await create(propertyBody({ title: 'Listed after' }));
    await create(propertyBody({ title: 'Hidden one', isHidden: true }));
    await create(propertyBody({ title: 'In Diss', location: 'Diss', address: '8 Mere Street' }));
    expect(fresh.listedAt).toEqual(expect.any(String));

    // Real clocks on both sides: the listings service stamps its changes with the time.
    const api = alertApi(service, TOKEN);
    expect((await service.services.alerts.digest(new Date())).sent).toBe(1);
    const [mail] = await api.outbox('property-alert');
    expect(mail!.to).toBe(alert.email);
    expect(mail!.text).toContain('Listed after');
    expect(mail!.text).toContain(`${ORIGIN}/property/${fresh.id}`);
    for (const title of ['Listed before', 'Hidden one', 'In Diss']) {
      expect(mail!.text).not.toContain(title);
    }

    // A day passes (the last e-mail is dated back), and the agency lowers the older listing's price.
    await service.connection
      .collection(ALERT_SUBSCRIPTIONS_COLLECTION)
      .updateOne({}, { $set: { lastSentAt: new Date(Date.now() - DAY - HOUR) } });
    await tick();
    await listings.update(older.id, propertyBody({ title: 'Listed before', price: 275000 }));
    expect((await service.services.alerts.digest(new Date())).sent).toBe(1);
    const [latest] = await api.outbox('property-alert');
    expect(latest!.text).toContain('Listed before');
    expect(latest!.text).toContain('£275,000 - Reduced from £300,000');
    expect(latest!.text).not.toContain('Listed after');
  });

  it('reads every page of a search with more matches than one page holds', async () => {
    const alert = await confirmedSubscription(service, homesInNorwich, TOKEN);
    await tick();
    const count = MAX_LIST_LIMIT + 3;
    for (let i = 1; i <= count; i += 1) await create(propertyBody({ title: `Home ${i}` }));
    expect((await service.services.alerts.digest(new Date())).sent).toBe(1);
    const [mail] = await alertApi(service, TOKEN).outbox('property-alert');
    expect(mail!.to).toBe(alert.email);
    expect(mail!.subject).toMatch(new RegExp(`^${count} properties for your alert`));
    expect(mail!.text).toContain(`And ${count - MAX_LISTINGS_PER_ALERT} more:`);
  });
});
