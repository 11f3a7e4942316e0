// countDocuments (an aggregate) and estimatedDocumentCount (the count command), driver and mongoose.
import { useTarget } from './support/connection-target';
import { listingModel, sampleListings } from './support/models';

const target = useTarget('count_documents');

describe('countDocuments and estimatedDocumentCount (driver)', () => {
  beforeAll(async () => {
    await target()
      .coll('items')
      .insertMany(Array.from({ length: 137 }, (_, i) => ({ i, kind: i % 3 === 0 ? 'a' : 'b' })));
  });
  const c = () => target().coll('items');

  it('counts all documents and a filtered subset', async () => {
    expect(await c().countDocuments()).toBe(137);
    expect(await c().countDocuments({ kind: 'a' })).toBe(46);
    expect(await c().countDocuments({ i: { $gte: 100 } })).toBe(37);
    expect(await c().countDocuments({ kind: 'zzz' })).toBe(0);
  });

  it('honours skip and limit', async () => {
    expect(await c().countDocuments({}, { skip: 130 })).toBe(7);
    expect(await c().countDocuments({}, { limit: 10 })).toBe(10);
    expect(await c().countDocuments({ kind: 'a' }, { skip: 40, limit: 10 })).toBe(6);
  });

  it('estimatedDocumentCount gives the collection size', async () => {
    expect(await c().estimatedDocumentCount()).toBe(137);
  });

  it('the raw count command answers n, with and without a query', async () => {
    const all = await target().db.command({ count: 'items' });
    expect(all).toMatchObject({ ok: 1, n: 137 });
    const some = await target().db.command({
      count: 'items',
      query: { kind: 'a' },
      skip: 6,
      limit: 20,
    });
    expect(some).toMatchObject({ ok: 1, n: 20 });
  });

  it('a missing collection counts 0 both ways', async () => {
    expect(await target().coll('does_not_exist').countDocuments()).toBe(0);
    expect(await target().coll('does_not_exist').estimatedDocumentCount()).toBe(0);
  });

  it('counts follow inserts and deletes', async () => {
    const d = target().coll('moving');
    await d.insertMany([{ x: 1 }, { x: 2 }, { x: 3 }]);
    expect(await d.estimatedDocumentCount()).toBe(3);
    await d.deleteOne({ x: 2 });
    expect(await d.countDocuments()).toBe(2);
    expect(await d.estimatedDocumentCount()).toBe(2);
  });
});

describe('countDocuments and estimatedDocumentCount (mongoose)', () => {
  it('Model.countDocuments with a filter and Model.estimatedDocumentCount', async () => {
    const conn = await target().mongoose();
    const Listings = await listingModel(conn);
    const data = sampleListings(120);
    await Listings.insertMany(data);
    expect(await Listings.estimatedDocumentCount()).toBe(120);
    expect(await Listings.countDocuments({ status: 'available' })).toBe(
      data.filter((d) => d.status === 'available').length,
    );
    expect(await Listings.countDocuments({ price: { $gte: 300_000 }, town: 'Holt' })).toBe(
      data.filter((d) => d.price >= 300_000 && d.town === 'Holt').length,
    );
    expect(await Listings.find({ bedrooms: { $in: [1, 2] } }).countDocuments()).toBe(
      data.filter((d) => d.bedrooms <= 2).length,
    );
  });
});
