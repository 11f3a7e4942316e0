// createIndexes / listIndexes / dropIndexes (compound, sparse unique, conflicts) and mongoose syncIndexes.
import { Schema } from 'mongoose';
import { useTarget } from './support/connection-target';
import { expectServerError } from './support/server-errors';

const target = useTarget('index_management');

const names = async (coll: string): Promise<string[]> =>
  (await target().coll(coll).listIndexes().toArray()).map((i) => i.name as string).sort();

describe('index management (driver)', () => {
  it('a new collection has only the _id_ index', async () => {
    await target().db.createCollection('fresh');
    const idx = await target().coll('fresh').listIndexes().toArray();
    expect(idx).toEqual([expect.objectContaining({ v: 2, key: { _id: 1 }, name: '_id_' })]);
  });

  it('createIndex builds a compound index with the default name and listIndexes describes it', async () => {
    const c = target().coll('compound');
    await c.insertOne({ status: 'available', price: 1 });
    const name = await c.createIndex({ status: 1, price: -1 });
    expect(name).toBe('status_1_price_-1');
    const idx = (await c.listIndexes().toArray()).find((i) => i.name === name);
    expect(idx).toMatchObject({ v: 2, key: { status: 1, price: -1 } });
    expect(Object.keys(idx!.key as object)).toEqual(['status', 'price']);
    expect(idx).not.toHaveProperty('unique');
  });

  it('createIndexes with a sparse unique index and a custom name reports the index counts', async () => {
    const res = await target().db.command({
      createIndexes: 'sparse',
      indexes: [
        { key: { code: 1 }, name: 'code_unique', unique: true, sparse: true },
        { key: { town: 1, ref: 1 }, name: 'town_ref' },
      ],
    });
    expect(res).toMatchObject({ ok: 1, numIndexesBefore: 1, numIndexesAfter: 3 });
    const idx = await target().coll('sparse').listIndexes().toArray();
    expect(idx.find((i) => i.name === 'code_unique')).toMatchObject({
      key: { code: 1 },
      unique: true,
      sparse: true,
    });
    expect(await names('sparse')).toEqual(['_id_', 'code_unique', 'town_ref']);
  });

  it('creating the same index again is a no-op', async () => {
    const c = target().coll('again');
    await c.createIndex({ a: 1 });
    const res = await target().db.command({
      createIndexes: 'again',
      indexes: [{ key: { a: 1 }, name: 'a_1' }],
    });
    expect(res.ok).toBe(1);
    expect(res.numIndexesBefore).toBe(res.numIndexesAfter);
    expect(await names('again')).toEqual(['_id_', 'a_1']);
  });

  it('same name with another key is refused (86 IndexKeySpecsConflict); same key with other options (85 IndexOptionsConflict)', async () => {
    const c = target().coll('conflicts');
    await c.createIndex({ a: 1 }, { name: 'idx_a' });
    await expectServerError(
      c.createIndex({ b: 1 }, { name: 'idx_a' }),
      86,
      'IndexKeySpecsConflict',
    );
    await expectServerError(
      c.createIndex({ a: 1 }, { name: 'other_name' }),
      85,
      'IndexOptionsConflict',
    );
    expect(await names('conflicts')).toEqual(['_id_', 'idx_a']);
  });

  it('dropIndex by name and by key spec; dropIndexes("*") keeps _id_', async () => {
    const c = target().coll('drops');
    await c.createIndexes([
      { key: { a: 1 } },
      { key: { b: -1 } },
      { key: { c: 1, d: 1 } },
      { key: { e: 1 } },
    ]);
    expect(await names('drops')).toEqual(['_id_', 'a_1', 'b_-1', 'c_1_d_1', 'e_1']);
    await c.dropIndex('a_1');
    const byKey = await target().db.command({ dropIndexes: 'drops', index: { b: -1 } });
    expect(byKey.ok).toBe(1);
    expect(await names('drops')).toEqual(['_id_', 'c_1_d_1', 'e_1']);
    const multi = await target().db.command({ dropIndexes: 'drops', index: ['e_1'] });
    expect(multi.ok).toBe(1);
    await c.dropIndexes();
    expect(await names('drops')).toEqual(['_id_']);
  });

  it('dropping _id_ is refused (72 InvalidOptions); dropping a missing index answers 27 IndexNotFound', async () => {
    const c = target().coll('drop_errors');
    await c.insertOne({ a: 1 });
    await expectServerError(c.dropIndex('_id_'), 72, 'InvalidOptions');
    await expectServerError(c.dropIndex('nope_1'), 27, 'IndexNotFound');
    expect(await names('drop_errors')).toEqual(['_id_']);
  });

  it('listIndexes on a missing collection answers 26 NamespaceNotFound', async () => {
    await expectServerError(
      target().db.command({ listIndexes: 'never_created' }),
      26,
      'NamespaceNotFound',
    );
  });

  it('indexes are dropped with their collection', async () => {
    const c = target().coll('dropped_with');
    await c.createIndex({ x: 1 }, { unique: true });
    await c.drop();
    await c.insertMany([{ x: 1 }, { x: 1 }]);
    expect(await names('dropped_with')).toEqual(['_id_']);
  });
});

describe('index management (mongoose)', () => {
  it('Model.init builds schema indexes; syncIndexes drops the ones the schema no longer has', async () => {
    const conn = await target().mongoose();
    const v1 = new Schema(
      { sku: { type: String, unique: true }, town: String, price: Number },
      { collection: 'products', autoIndex: true },
    );
    v1.index({ town: 1, price: -1 });
    const P1 = conn.model('ProductV1', v1);
    await P1.init();
    expect(await names('products')).toEqual(['_id_', 'sku_1', 'town_1_price_-1']);
    const listed = await P1.listIndexes();
    expect(listed.find((i) => i.name === 'sku_1')).toMatchObject({ unique: true, key: { sku: 1 } });

    const v2 = new Schema(
      { sku: { type: String, unique: true }, town: String, price: Number },
      { collection: 'products', autoIndex: false },
    );
    v2.index({ price: 1 });
    const P2 = conn.model('ProductV2', v2);
    const dropped = await P2.syncIndexes();
    expect(dropped).toEqual(['town_1_price_-1']);
    expect(await names('products')).toEqual(['_id_', 'price_1', 'sku_1']);
    expect(await P2.diffIndexes()).toEqual({ toDrop: [], toCreate: [] });
  });
});
