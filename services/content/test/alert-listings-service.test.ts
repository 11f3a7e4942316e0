import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { startEmbeddedMongo, type EmbeddedMongo } from '@reedmere/embedded-mongo';
import { connectDatabase, silentLogger } from '@reedmere/service-kit';
import { ALERT_SUBSCRIPTIONS_COLLECTION } from '../src/data-access/alert-subscription-model';
import { startTestService, type TestService } from './support/test-service';
import { alertApi, confirmedSubscription, homesInNorwich, ORIGIN } from './support/alert-helpers';

const TOKEN = 'a-service-token-of-some-length';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Changes are news only when stamped after the last check: never in the same millisecond. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

type CreateListingsApp = (context: {
  connection: Connection;
  logger: typeof silentLogger;
  config: { serviceToken?: string };
}) => Express;

/**
 * The real listings service, loaded from its sources at run time as the BFF's tests do (so this
 * workspace's compile does not type-check another's files): the digest reads what it answers.
 */
function loadListingsApp(): CreateListingsApp {
  const file = path.resolve(__dirname, '..', '..', 'listings', 'src', 'entry-points', 'create-app');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(file) as { createApp: CreateListingsApp }).createApp;
}

const propertyBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Flint cottage',
  address: '3 Elm Hill',
  location: 'Norwich',
  price: 300000,
  priceType: 'sale',
  propertyType: 'residential',
  bedrooms: 3,
  images: ['/api/files/img-0123456789abcdef0123456789abcdef.jpg'],
  ...overrides,
});

describe('the digest against the real listings service', () => {
  let listingsDb: EmbeddedMongo;
  let listingsConnection: Connection;
  let listingsServer: Server;
  let listingsUrl: string;
  let service: TestService;
  beforeAll(async () => {
    listingsDb = await startEmbeddedMongo({ inMemory: true, log: () => {} });
    listingsConnection = await connectDatabase(listingsDb.uri);
    const app = loadListingsApp()({
      connection: listingsConnection,
      logger: silentLogger,
      config: { serviceToken: TOKEN },
    });
    listingsServer = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    listingsUrl = `http://127.0.0.1:${(listingsServer.address() as AddressInfo).port}`;
    service = await startTestService({
      env: { PUBLIC_ORIGIN: ORIGIN, LISTINGS_URL: listingsUrl },
      serviceToken: TOKEN,
    });
  });
  afterAll(async () => {
    await service?.stop();
    listingsServer?.closeAllConnections();
    await new Promise<void>((resolve) => listingsServer?.close(() => resolve()));
    await listingsConnection?.close().catch(() => {});
    await listingsDb?.stop().catch(() => {});
  });

  const listings = () => request(listingsUrl);
  const create = async (body: object) => {
    const res = await listings().post('/properties').set('x-service-token', TOKEN).send(body);
    expect(res.status).toBe(201);
    return res.body as { id: string; listedAt: string | null };
  };

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
    const lowered = await listings()
      .put(`/properties/${older.id}`)
      .set('x-service-token', TOKEN)
      .send(propertyBody({ title: 'Listed before', price: 275000 }));
    expect(lowered.status).toBe(200);
    expect((await service.services.alerts.digest(new Date())).sent).toBe(1);
    const [latest] = await api.outbox('property-alert');
    expect(latest!.text).toContain('Listed before');
    expect(latest!.text).toContain('£275,000 - Reduced from £300,000');
    expect(latest!.text).not.toContain('Listed after');
  });
});
