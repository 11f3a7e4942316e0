// findOneAndUpdate / findAndModify: before/after, sort, projection, upsert with $setOnInsert, mongoose timestamps.
import { ObjectId } from 'mongodb';
import { useTarget } from './support/connection-target';
import { agentModel, listingModel } from './support/models';

const target = useTarget('find_one_and_update');

describe('findOneAndUpdate (driver)', () => {
  it('returns the document before the update by default and after with returnDocument: after', async () => {
    const c = target().coll('counters');
    await c.insertOne({ _id: 'seq', n: 1 });
    const before = await c.findOneAndUpdate({ _id: 'seq' }, { $inc: { n: 1 } });
    expect(before).toEqual({ _id: 'seq', n: 1 });
    const after = await c.findOneAndUpdate(
      { _id: 'seq' },
      { $inc: { n: 1 } },
      { returnDocument: 'after' },
    );
    expect(after).toEqual({ _id: 'seq', n: 3 });
  });

  it('answers null (and changes nothing) when nothing matches and upsert is off', async () => {
    const c = target().coll('nomatch');
    expect(
      await c.findOneAndUpdate({ _id: 'x' }, { $set: { a: 1 } }, { returnDocument: 'after' }),
    ).toBeNull();
    expect(await c.countDocuments()).toBe(0);
  });

  it('reports lastErrorObject { n, updatedExisting, upserted }', async () => {
    const c = target().coll('metadata');
    const inserted = await c.findOneAndUpdate(
      { key: 'k' },
      { $set: { v: 1 } },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true },
    );
    expect(inserted.ok).toBe(1);
    expect(inserted.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false });
    expect(inserted.lastErrorObject?.upserted).toBeInstanceOf(ObjectId);
    expect(inserted.value).toEqual({ _id: inserted.lastErrorObject?.upserted, key: 'k', v: 1 });

    const updated = await c.findOneAndUpdate(
      { key: 'k' },
      { $set: { v: 2 } },
      { includeResultMetadata: true },
    );
    expect(updated.lastErrorObject).toEqual({ n: 1, updatedExisting: true });
    expect(updated.value).toMatchObject({ key: 'k', v: 1 });

    const none = await c.findOneAndUpdate(
      { key: 'zz' },
      { $set: { v: 2 } },
      { includeResultMetadata: true },
    );
    expect(none.lastErrorObject).toEqual({ n: 0, updatedExisting: false });
    expect(none.value).toBeNull();
  });

  it('sort picks which document is updated; projection shapes the returned document', async () => {
    const c = target().coll('queue');
    await c.insertMany([
      { _id: 1, state: 'new', prio: 2 },
      { _id: 2, state: 'new', prio: 9 },
      { _id: 3, state: 'new', prio: 5 },
    ]);
    const taken = await c.findOneAndUpdate(
      { state: 'new' },
      { $set: { state: 'taken' } },
      { sort: { prio: -1 }, returnDocument: 'after', projection: { _id: 1, state: 1 } },
    );
    expect(taken).toEqual({ _id: 2, state: 'taken' });
    const states = await c.find({}).sort({ _id: 1 }).toArray();
    expect(states.map((d) => d.state)).toEqual(['new', 'taken', 'new']);
  });

  it('upsert builds the new document from the equality fields of the query, $setOnInsert and the update', async () => {
    const c = target().coll('upserts');
    const doc = await c.findOneAndUpdate(
      { ref: 'R1', 'address.town': 'Holt', $and: [{ kind: { $eq: 'house' } }], price: { $gte: 5 } },
      { $set: { price: 300 }, $setOnInsert: { createdBy: 'test', views: 0 }, $inc: { hits: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(doc).toEqual({
      _id: expect.any(ObjectId),
      ref: 'R1',
      address: { town: 'Holt' },
      kind: 'house',
      price: 300,
      createdBy: 'test',
      views: 0,
      hits: 1,
    });
  });

  it('$setOnInsert is not applied when the upsert matches an existing document', async () => {
    const c = target().coll('upserts_existing');
    await c.insertOne({ _id: 1, ref: 'R2', createdBy: 'original' });
    const doc = await c.findOneAndUpdate(
      { ref: 'R2' },
      { $set: { seen: true }, $setOnInsert: { createdBy: 'overwritten' } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(doc).toEqual({ _id: 1, ref: 'R2', createdBy: 'original', seen: true });
  });

  it('upsert with an _id in the query uses that _id; returnDocument before gives null on insert', async () => {
    const c = target().coll('upsert_ids');
    const before = await c.findOneAndUpdate({ _id: 'fixed' }, { $set: { a: 1 } }, { upsert: true });
    expect(before).toBeNull();
    expect(await c.findOne({ _id: 'fixed' })).toEqual({ _id: 'fixed', a: 1 });
  });

  it('findOneAndReplace and findOneAndDelete', async () => {
    const c = target().coll('replace_delete');
    await c.insertOne({ _id: 1, a: 1, b: 2 });
    const replaced = await c.findOneAndReplace({ _id: 1 }, { c: 3 }, { returnDocument: 'after' });
    expect(replaced).toEqual({ _id: 1, c: 3 });
    const deleted = await c.findOneAndDelete({ c: 3 });
    expect(deleted).toEqual({ _id: 1, c: 3 });
    expect(await c.countDocuments()).toBe(0);
  });

  it('the raw findAndModify command answers value and lastErrorObject', async () => {
    const res = await target().db.command({
      findAndModify: 'raw_fam',
      query: { k: 1 },
      update: { $set: { v: 'x' } },
      upsert: true,
      new: true,
    });
    expect(res.ok).toBe(1);
    expect(res.value).toMatchObject({ k: 1, v: 'x' });
    expect(res.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false });
    expect(res.lastErrorObject.upserted).toEqual(res.value._id);
  });
});

describe('findOneAndUpdate (mongoose)', () => {
  it('new: true returns the updated document and bumps updatedAt but not createdAt', async () => {
    const conn = await target().mongoose();
    const Listings = await listingModel(conn);
    const created = await Listings.create({ ref: 'M1', title: 'Before', price: 100 });
    await new Promise((r) => setTimeout(r, 15));
    const updated = await Listings.findOneAndUpdate(
      { ref: 'M1' },
      { $set: { title: 'After' }, $inc: { views: 1 } },
      { new: true },
    ).lean();
    expect(updated).toMatchObject({ ref: 'M1', title: 'After', views: 1, price: 100 });
    expect(updated!.createdAt.getTime()).toBe(created.createdAt.getTime());
    expect(updated!.updatedAt.getTime()).toBeGreaterThan(created.updatedAt.getTime());

    const old = await Listings.findOneAndUpdate(
      { ref: 'M1' },
      { $set: { title: 'Again' } },
      { returnDocument: 'before' },
    ).lean();
    expect(old?.title).toBe('After');
  });

  it('upsert sets timestamps, schema defaults and $setOnInsert fields on the new document', async () => {
    const conn = await target().mongoose();
    const Listings = await listingModel(conn);
    const start = Date.now();
    const doc = await Listings.findOneAndUpdate(
      { ref: 'M2' },
      { $set: { title: 'Upserted', price: 250_000 }, $setOnInsert: { town: 'Wells' } },
      { new: true, upsert: true },
    ).lean();
    expect(doc).toMatchObject({
      ref: 'M2',
      title: 'Upserted',
      price: 250_000,
      town: 'Wells',
      status: 'available',
      bedrooms: 1,
      views: 0,
    });
    expect(doc!.createdAt).toBeInstanceOf(Date);
    expect(doc!.updatedAt).toBeInstanceOf(Date);
    expect(doc!.createdAt.getTime()).toBeGreaterThanOrEqual(start - 1000);

    const raw = await conn.db!.collection('listings').findOne({ ref: 'M2' });
    expect(raw).toMatchObject({ ref: 'M2', town: 'Wells', status: 'available', tags: [] });
    expect(raw?.createdAt).toBeInstanceOf(Date);

    // A second upsert matches: createdAt stays, the $setOnInsert value is not re-applied.
    await new Promise((r) => setTimeout(r, 15));
    const again = await Listings.findOneAndUpdate(
      { ref: 'M2' },
      { $set: { price: 240_000 }, $setOnInsert: { town: 'Other' } },
      { new: true, upsert: true },
    ).lean();
    expect(again?.town).toBe('Wells');
    expect(again?.price).toBe(240_000);
    expect(again!.createdAt.getTime()).toBe(doc!.createdAt.getTime());
    expect(again!.updatedAt.getTime()).toBeGreaterThan(doc!.updatedAt.getTime());
    expect(await Listings.countDocuments({ ref: 'M2' })).toBe(1);
  });

  it('updateOne with upsert through mongoose reports the upserted id and applies defaults', async () => {
    const conn = await target().mongoose();
    const Agents = await agentModel(conn);
    const res = await Agents.updateOne(
      { email: 'new.agent@reedmere.example' },
      { $set: { name: 'New Agent' } },
      { upsert: true },
    );
    expect(res).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1 });
    expect(res.upsertedId).toBeInstanceOf(ObjectId);
    const agent = await Agents.findById(res.upsertedId).lean();
    expect(agent).toMatchObject({
      email: 'new.agent@reedmere.example',
      name: 'New Agent',
      active: true,
      branch: 'Norwich',
      languages: ['en'],
    });
    expect(agent!.createdAt).toBeInstanceOf(Date);
  });

  it('findByIdAndUpdate with runValidators rejects an invalid value without writing', async () => {
    const conn = await target().mongoose();
    const Listings = await listingModel(conn);
    const doc = await Listings.create({ ref: 'M3', title: 'Valid', price: 10 });
    await expect(
      Listings.findByIdAndUpdate(
        doc._id,
        { $set: { status: 'demolished' } },
        { new: true, runValidators: true },
      ),
    ).rejects.toMatchObject({ name: 'ValidationError' });
    expect((await Listings.findById(doc._id).lean())?.status).toBe('available');
  });
});
