// Projections on find/findOne: inclusion, exclusion, _id, dotted paths, $slice, $elemMatch (driver and mongoose).
import { useTarget } from './support/connection-target';
import { expectServerError } from './support/server-errors';
import { listingModel } from './support/models';

const target = useTarget('projection');

const doc = {
  _id: 1,
  title: 'Mill House',
  price: 400_000,
  address: { street: '1 Mill Lane', town: 'Holt', postcode: 'NR25' },
  photos: ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'],
  rooms: [
    { kind: 'bed', size: 12 },
    { kind: 'bath', size: 5 },
    { kind: 'bed', size: 9 },
  ],
};

describe('projection (driver)', () => {
  beforeAll(async () => {
    await target().coll('houses').insertOne(doc);
  });
  const one = (projection: object) => target().coll('houses').findOne({ _id: 1 }, { projection });

  it('inclusion keeps the named fields and _id', async () => {
    expect(await one({ title: 1, price: 1 })).toEqual({
      _id: 1,
      title: 'Mill House',
      price: 400_000,
    });
  });

  it('inclusion with _id: 0 drops the _id', async () => {
    expect(await one({ title: 1, _id: 0 })).toEqual({ title: 'Mill House' });
  });

  it('exclusion drops the named fields and keeps everything else', async () => {
    expect(await one({ photos: 0, rooms: 0, address: 0 })).toEqual({
      _id: 1,
      title: 'Mill House',
      price: 400_000,
    });
  });

  it('dotted paths include or exclude sub-fields, also inside arrays of documents', async () => {
    expect(await one({ 'address.town': 1, _id: 0 })).toEqual({ address: { town: 'Holt' } });
    expect(
      await one({ 'address.street': 0, photos: 0, rooms: 0, _id: 0, title: 0, price: 0 }),
    ).toEqual({
      address: { town: 'Holt', postcode: 'NR25' },
    });
    expect(await one({ 'rooms.kind': 1, _id: 0 })).toEqual({
      rooms: [{ kind: 'bed' }, { kind: 'bath' }, { kind: 'bed' }],
    });
  });

  it('a projection naming a missing field returns the document without it', async () => {
    expect(await one({ nope: 1 })).toEqual({ _id: 1 });
  });

  it('$slice and $elemMatch select array elements', async () => {
    expect(await one({ photos: { $slice: 2 }, _id: 0, title: 1 })).toEqual({
      title: 'Mill House',
      photos: ['a.jpg', 'b.jpg'],
    });
    expect(await one({ photos: { $slice: -1 }, _id: 0, title: 1 })).toEqual({
      title: 'Mill House',
      photos: ['d.jpg'],
    });
    expect(await one({ photos: { $slice: [1, 2] }, _id: 0, title: 1 })).toEqual({
      title: 'Mill House',
      photos: ['b.jpg', 'c.jpg'],
    });
    expect(await one({ rooms: { $elemMatch: { kind: 'bath' } } })).toEqual({
      _id: 1,
      rooms: [{ kind: 'bath', size: 5 }],
    });
  });

  it('projection applies to every document of a multi-batch find', async () => {
    const c = target().coll('many');
    await c.insertMany(Array.from({ length: 150 }, (_, i) => ({ i, secret: 's', keep: i * 2 })));
    const got = await c
      .find({}, { projection: { _id: 0, secret: 0 } })
      .sort({ i: 1 })
      .toArray();
    expect(got).toHaveLength(150);
    expect(got[149]).toEqual({ i: 149, keep: 298 });
    expect(got.every((d) => !('secret' in d) && !('_id' in d))).toBe(true);
  });

  it('mixing inclusion and exclusion is refused (31254 / 31253)', async () => {
    const e = await expectServerError(one({ title: 1, price: 0 }), 31254);
    expect(e.errmsg ?? e.message).toMatch(/exclusion.*inclusion projection/i);
    await expectServerError(one({ price: 0, title: 1 }), 31253);
  });
});

describe('projection (mongoose)', () => {
  it('select() with inclusion, exclusion and lean()', async () => {
    const conn = await target().mongoose();
    const Listings = await listingModel(conn);
    await Listings.create({
      ref: 'P1',
      title: 'Projected',
      price: 1,
      tags: ['x'],
      address: { street: 'High St', postcode: 'NR1' },
    });
    const inc = await Listings.findOne({ ref: 'P1' }).select('title price -_id').lean();
    expect(inc).toEqual({ title: 'Projected', price: 1 });
    const exc = await Listings.findOne({ ref: 'P1' }).select('-tags -address -__v').lean();
    expect(exc).not.toHaveProperty('tags');
    expect(exc).not.toHaveProperty('address');
    expect(exc).toMatchObject({ ref: 'P1', title: 'Projected', status: 'available' });
    const nested = await Listings.findOne({ ref: 'P1' }, { 'address.postcode': 1, _id: 0 }).lean();
    expect(nested).toEqual({ address: { postcode: 'NR1' } });
  });
});
