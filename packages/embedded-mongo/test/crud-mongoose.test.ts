// Insert, find, update and delete through mongoose models (timestamps, defaults, validation).
import type { Connection, Model } from 'mongoose';
import { useTarget } from './support/connection-target';
import { agentModel, listingModel, type Agent, type Listing } from './support/models';

const target = useTarget('crud_mongoose');

describe('CRUD through mongoose models', () => {
  let conn: Connection;
  let Listings: Model<Listing>;
  let Agents: Model<Agent>;

  beforeAll(async () => {
    conn = await target().mongoose();
    Listings = await listingModel(conn);
    Agents = await agentModel(conn);
  });

  it('create applies defaults and timestamps, and the stored document has them', async () => {
    const before = Date.now();
    const doc = await Listings.create({ ref: 'C-1', title: 'Flint cottage', price: 325_000 });
    expect(doc.status).toBe('available');
    expect(doc.bedrooms).toBe(1);
    expect(doc.tags).toEqual([]);
    expect(doc.createdAt).toBeInstanceOf(Date);
    expect(doc.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(doc.updatedAt.getTime()).toBe(doc.createdAt.getTime());

    const raw = await conn.db!.collection('listings').findOne({ ref: 'C-1' });
    expect(raw).toMatchObject({
      _id: doc._id,
      status: 'available',
      bedrooms: 1,
      tags: [],
      views: 0,
      __v: 0,
    });
    expect(raw?.createdAt).toEqual(doc.createdAt);
  });

  it('find, findOne, findById and lean return what was saved', async () => {
    const saved = await Agents.create({ email: '  Jo.Smith@Reedmere.example ', name: 'Jo Smith' });
    expect(saved.email).toBe('jo.smith@reedmere.example');
    const byId = await Agents.findById(saved._id);
    expect(byId?.name).toBe('Jo Smith');
    expect(byId?.active).toBe(true);
    expect(byId?.languages).toEqual(['en']);
    const lean = await Agents.findOne({ email: 'jo.smith@reedmere.example' }).lean();
    expect(lean).toMatchObject({ name: 'Jo Smith', branch: 'Norwich', active: true });
    expect(await Agents.find({ branch: 'Norwich' }).countDocuments()).toBeGreaterThanOrEqual(1);
    expect(await Agents.findOne({ email: 'nobody@reedmere.example' })).toBeNull();
  });

  it('doc.save() of a change bumps updatedAt and __v semantics stay intact', async () => {
    const doc = await Listings.create({
      ref: 'C-2',
      title: 'Barn conversion',
      price: 500_000,
      tags: ['period'],
    });
    const created = doc.createdAt.getTime();
    await new Promise((r) => setTimeout(r, 15));
    doc.price = 480_000;
    doc.tags.push('garden');
    await doc.save();
    const again = await Listings.findOne({ ref: 'C-2' }).lean();
    expect(again?.price).toBe(480_000);
    expect(again?.tags).toEqual(['period', 'garden']);
    expect(again?.createdAt.getTime()).toBe(created);
    expect(again?.updatedAt.getTime()).toBeGreaterThan(created);
  });

  it('updateOne and updateMany modify the right documents and set updatedAt', async () => {
    await Listings.insertMany([
      { ref: 'U-1', title: 'A', price: 100_000, town: 'Cromer' },
      { ref: 'U-2', title: 'B', price: 200_000, town: 'Cromer' },
      { ref: 'U-3', title: 'C', price: 300_000, town: 'Holt' },
    ]);
    const one = await Listings.updateOne({ ref: 'U-1' }, { $set: { status: 'sold' } });
    expect(one).toMatchObject({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const many = await Listings.updateMany({ town: 'Cromer' }, { $inc: { views: 2 } });
    expect(many).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    const cromer = await Listings.find({ town: 'Cromer' }).sort({ ref: 1 }).lean();
    expect(cromer.map((d) => [d.ref, d.status, d.views])).toEqual([
      ['U-1', 'sold', 2],
      ['U-2', 'available', 2],
    ]);
    expect(cromer[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(cromer[0]!.createdAt.getTime());
  });

  it('deleteOne and deleteMany report counts and the documents are gone', async () => {
    await Agents.insertMany([
      { email: 'd1@reedmere.example', name: 'D1', branch: 'Diss' },
      { email: 'd2@reedmere.example', name: 'D2', branch: 'Diss' },
      { email: 'd3@reedmere.example', name: 'D3', branch: 'Diss' },
    ]);
    expect(await Agents.deleteOne({ email: 'd1@reedmere.example' })).toMatchObject({
      deletedCount: 1,
    });
    expect(await Agents.deleteMany({ branch: 'Diss' })).toMatchObject({ deletedCount: 2 });
    expect(await Agents.countDocuments({ branch: 'Diss' })).toBe(0);
  });

  it('findByIdAndDelete returns the deleted document', async () => {
    const doc = await Listings.create({ ref: 'C-3', title: 'To remove', price: 1 });
    const gone = await Listings.findByIdAndDelete(doc._id).lean();
    expect(gone?.ref).toBe('C-3');
    expect(await Listings.findById(doc._id)).toBeNull();
    expect(await Listings.findByIdAndDelete(doc._id)).toBeNull();
  });

  it('validation errors are raised by mongoose and nothing reaches the server', async () => {
    const count = await Listings.estimatedDocumentCount();
    await expect(Listings.create({ ref: 'BAD', title: 'x', price: -1 })).rejects.toMatchObject({
      name: 'ValidationError',
    });
    expect(await Listings.countDocuments({ ref: 'BAD' })).toBe(0);
    expect(await Listings.estimatedDocumentCount()).toBe(count);
  });
});
