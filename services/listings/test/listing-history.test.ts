import { useTestService } from '@reedmere/service-kit/testing';
import {
  createProperty,
  propertyBody,
  startTestService,
  type PropertyJson,
} from './support/test-service';

const service = useTestService(startTestService, { beforeEach: (s) => s.reset() });
const api = () => service().http();

interface PriceChangeJson {
  date: string;
  from: number | null;
  to: number | null;
}

const put = (id: string, overrides: Record<string, unknown> = {}) =>
  api()
    .put(`/properties/${id}`)
    .send({ ...propertyBody(), ...overrides });

const read = async (id: string): Promise<PropertyJson> =>
  (await api().get(`/properties/${id}?includeHidden=true`)).body as PropertyJson;

const toggleHidden = (id: string) => api().patch(`/properties/${id}/toggle-hidden`);

/** Whether an ISO date-time lies between two instants (inclusive). */
const within = (iso: unknown, from: number, to: number) => {
  const at = Date.parse(String(iso));
  return at >= from && at <= to;
};

const stored = () => service().connection.collection('properties').findOne({});

/** Lets the clock move on, so a date set later is distinguishable from an earlier one. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('on create', () => {
  it('a visible property is listed now and has no price history', async () => {
    const before = Date.now();
    const created = await createProperty(service());
    expect(created.priceHistory).toEqual([]);
    expect(within(created.listedAt, before, Date.now())).toBe(true);
    expect(await read(created.id)).toEqual(created);
  });

  it('a hidden property is not listed', async () => {
    const created = await createProperty(service(), { isHidden: true });
    expect(created.listedAt).toBeNull();
    expect(created.priceHistory).toEqual([]);
  });
});

describe('price history on update', () => {
  it('records a changed price with its date, the old and the new price', async () => {
    const created = await createProperty(service(), { price: 325000 });
    const before = Date.now();
    const res = await put(created.id, { price: 310000 });
    expect(res.status).toBe(200);
    const history = res.body.priceHistory as PriceChangeJson[];
    expect(history).toEqual([{ date: expect.any(String), from: 325000, to: 310000 }]);
    expect(within(history[0]!.date, before, Date.now())).toBe(true);
    expect((await read(created.id)).priceHistory).toEqual(history);
  });

  it('keeps the changes oldest first, including to and from no price', async () => {
    const created = await createProperty(service(), { price: 325000 });
    for (const price of [299950, null, 315000]) {
      expect((await put(created.id, { price })).status).toBe(200);
      await tick();
    }
    const history = (await read(created.id)).priceHistory as PriceChangeJson[];
    expect(history.map(({ from, to }) => [from, to])).toEqual([
      [325000, 299950],
      [299950, null],
      [null, 315000],
    ]);
    const dates = history.map((change) => Date.parse(change.date));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
  });

  it('records nothing when the price is unchanged, whatever else changes', async () => {
    const created = await createProperty(service(), { price: 325000 });
    const res = await put(created.id, { price: 325000, title: 'Renamed', bedrooms: 4 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Renamed', priceHistory: [] });
    const unpriced = await createProperty(service(), { price: null });
    expect((await put(unpriced.id, { price: null })).body.priceHistory).toEqual([]);
  });

  it('records nothing on toggles or image removal', async () => {
    const created = await createProperty(service());
    await api().patch(`/properties/${created.id}/toggle-under-offer`);
    await toggleHidden(created.id);
    await toggleHidden(created.id);
    await api()
      .delete(`/properties/${created.id}/images`)
      .send({ imageUrl: '/api/files/img-aaaa.jpg' });
    expect((await read(created.id)).priceHistory).toEqual([]);
  });

  it('a copy starts without the original history', async () => {
    const created = await createProperty(service(), { price: 325000 });
    await put(created.id, { price: 300000 });
    const copy = await api().post(`/properties/${created.id}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ price: 300000, priceHistory: [], listedAt: null });
  });

  it('chains overlapping updates: each change starts from the price the last one left', async () => {
    const created = await createProperty(service(), { price: 300000 });
    const prices = [290000, 280000, 270000];
    const answers = await Promise.all(prices.map((price) => put(created.id, { price })));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const final = await read(created.id);
    const history = final.priceHistory as PriceChangeJson[];
    expect(history).toHaveLength(3);
    expect(history[0]!.from).toBe(300000);
    history.slice(1).forEach((change, i) => expect(change.from).toBe(history[i]!.to));
    expect(history.at(-1)!.to).toBe(final.price);
    expect(history.map((change) => change.to).sort()).toEqual([...prices].sort());
  });
});

describe('listedAt', () => {
  it('moves when a property is shown again, and stays while it is hidden', async () => {
    const created = await createProperty(service());
    await tick();
    const hidden = await toggleHidden(created.id);
    expect(hidden.body).toMatchObject({ isHidden: true, listedAt: created.listedAt });
    await tick();
    const before = Date.now();
    const shown = await toggleHidden(created.id);
    expect(shown.body.isHidden).toBe(false);
    expect(within(shown.body.listedAt, before, Date.now())).toBe(true);
    expect(Date.parse(shown.body.listedAt)).toBeGreaterThan(Date.parse(String(created.listedAt)));
  });

  it('is set when a property created hidden is first shown', async () => {
    const created = await createProperty(service(), { isHidden: true });
    const before = Date.now();
    const shown = await toggleHidden(created.id);
    expect(within(shown.body.listedAt, before, Date.now())).toBe(true);
  });

  it('moves when an update shows a hidden property, and only then', async () => {
    const created = await createProperty(service(), { isHidden: true });
    const stillHidden = await put(created.id, { isHidden: true, title: 'Draft' });
    expect(stillHidden.body.listedAt).toBeNull();
    const before = Date.now();
    const shown = await put(created.id, { isHidden: false });
    expect(within(shown.body.listedAt, before, Date.now())).toBe(true);
    await tick();
    const edited = await put(created.id, { isHidden: false, title: 'Edited' });
    expect(edited.body.listedAt).toBe(shown.body.listedAt);
    const hidden = await put(created.id, { isHidden: true });
    expect(hidden.body.listedAt).toBe(shown.body.listedAt);
  });

  it('is not moved by Under Offer', async () => {
    const created = await createProperty(service());
    await tick();
    const offered = await api().patch(`/properties/${created.id}/toggle-under-offer`);
    expect(offered.body.listedAt).toBe(created.listedAt);
  });
});

describe("the history is the service's own", () => {
  const forged = {
    listedAt: '2001-01-01T00:00:00.000Z',
    priceHistory: [{ date: '2001-01-01T00:00:00.000Z', from: 1, to: 2 }],
  };

  it('a create body carrying it is accepted and it is ignored', async () => {
    const before = Date.now();
    const res = await api()
      .post('/properties')
      .send({ ...propertyBody(), ...forged });
    expect(res.status).toBe(201);
    expect(res.body.priceHistory).toEqual([]);
    expect(within(res.body.listedAt, before, Date.now())).toBe(true);
    const doc = await stored();
    expect(doc?.priceHistory).toEqual([]);
    expect((doc?.listedAt as Date).getTime()).toBeGreaterThanOrEqual(before);
  });

  it('an update body carrying it is accepted and it is ignored', async () => {
    const created = await createProperty(service(), { price: 325000 });
    const res = await put(created.id, { ...forged, price: 325000, title: 'Renamed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Renamed',
      listedAt: created.listedAt,
      priceHistory: [],
    });
    // Anything in those fields, even what would not pass as history, is dropped.
    const odd = await put(created.id, { listedAt: 'soon', priceHistory: 'none', price: 300000 });
    expect(odd.status).toBe(200);
    expect(odd.body.priceHistory).toEqual([{ date: expect.any(String), from: 325000, to: 300000 }]);
    const doc = await stored();
    expect(doc?.listedAt).toEqual(new Date(String(created.listedAt)));
    expect(doc?.priceHistory).toEqual([{ date: expect.any(Date), from: 325000, to: 300000 }]);
  });

  it('the record sent back as read changes nothing', async () => {
    const created = await createProperty(service(), { price: 325000 });
    const reduced = (await put(created.id, { price: 300000 })).body as PropertyJson;
    const { id: _id, createdAt: _c, updatedAt: _u, ...asRead } = reduced;
    const res = await api().put(`/properties/${created.id}`).send(asRead);
    expect(res.status).toBe(200);
    expect(res.body.listedAt).toBe(reduced.listedAt);
    expect(res.body.priceHistory).toEqual(reduced.priceHistory);
  });
});

describe('records stored before the history was kept', () => {
  const insertOld = async (fields: Record<string, unknown>) => {
    const createdAt = new Date('2025-03-04T05:06:07.000Z');
    const { insertedId } = await service()
      .connection.collection('properties')
      .insertOne({
        ...propertyBody(),
        features: [],
        images: [],
        ...fields,
        createdAt,
        updatedAt: createdAt,
      });
    return { id: insertedId.toHexString(), createdAt: createdAt.toISOString() };
  };

  it('read as listed when created if visible, not listed if hidden, without history', async () => {
    const visible = await insertOld({ isHidden: false });
    expect(await read(visible.id)).toMatchObject({
      listedAt: visible.createdAt,
      priceHistory: [],
    });
    const hidden = await insertOld({ isHidden: true });
    expect(await read(hidden.id)).toMatchObject({ listedAt: null, priceHistory: [] });
    const list = (await api().get('/properties')).body as PropertyJson[];
    expect(list.map((p) => p.listedAt)).toEqual([visible.createdAt]);
  });

  it('take their first price change and listing date as any other', async () => {
    const old = await insertOld({ isHidden: true, price: 250000 });
    const reduced = await put(old.id, { price: 240000, isHidden: true });
    expect(reduced.body.priceHistory).toEqual([
      { date: expect.any(String), from: 250000, to: 240000 },
    ]);
    const before = Date.now();
    const shown = await toggleHidden(old.id);
    expect(within(shown.body.listedAt, before, Date.now())).toBe(true);
  });
});
