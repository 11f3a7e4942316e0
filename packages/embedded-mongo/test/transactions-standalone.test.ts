// A standalone server has no transactions: a write inside startTransaction must be refused with
// 20 IllegalOperation ("Transaction numbers are only allowed on a replica set member or mongos"), and must not
// be applied. (If MONGODB_URI points at a replica set or mongos, the same code must commit instead.)
//
// Note: for a write operation the driver (7.x) replaces a code-20 reply with its own MongoServerError
// "This MongoDB deployment does not support retryable writes..." (no code) and keeps the server's reply as
// `originalError`; it does so against a real standalone mongod too. The tests look at that original reply.
import { Long, type Document, type MongoServerError } from 'mongodb';
import { useTarget } from './support/connection-target';
import { expectServerError, serverError } from './support/server-errors';
import { listingModel } from './support/models';

const target = useTarget('transactions');

const DRIVER_REWRITE = /This MongoDB deployment does not support retryable writes/;

/** The server's own reply behind the error the driver raised (see the note at the top). */
async function expectIllegalOperation(p: Promise<unknown>): Promise<void> {
  const e = await serverError(p);
  let reply: MongoServerError = e;
  if (e.code !== 20) {
    expect(e.message).toMatch(DRIVER_REWRITE);
    const original = (e as { originalError?: MongoServerError }).originalError;
    expect(original).toBeDefined();
    reply = original!;
  }
  expect({ code: reply.code, codeName: reply.codeName }).toEqual({
    code: 20,
    codeName: 'IllegalOperation',
  });
  expect(reply.errmsg ?? reply.message).toMatch(
    /Transaction numbers are only allowed on a replica set member or mongos/,
  );
}

async function isStandalone(): Promise<boolean> {
  const hello: Document = await target().client.db('admin').command({ hello: 1 });
  return hello.setName === undefined && hello.msg !== 'isdbgrid';
}

describe('transactions on a standalone server', () => {
  it('a write inside startTransaction answers 20 IllegalOperation and writes nothing', async () => {
    const c = target().coll('txn');
    await c.insertOne({ _id: 'before' });
    const standalone = await isStandalone();
    const session = target().client.startSession();
    try {
      session.startTransaction();
      const write = c.insertOne({ _id: 'in-txn' }, { session });
      if (standalone) {
        await expectIllegalOperation(write);
        await session.abortTransaction().catch(() => undefined);
        expect(await c.findOne({ _id: 'in-txn' })).toBeNull();
      } else {
        await write;
        await session.commitTransaction();
        expect(await c.findOne({ _id: 'in-txn' })).toEqual({ _id: 'in-txn' });
      }
    } finally {
      await session.endSession();
    }
    expect(await c.findOne({ _id: 'before' })).toEqual({ _id: 'before' });
  });

  it('withTransaction fails with the same error on a standalone', async () => {
    const c = target().coll('with_txn');
    const standalone = await isStandalone();
    const session = target().client.startSession();
    try {
      const run = session.withTransaction(async () => {
        await c.insertOne({ _id: 'wt' }, { session });
        await c.updateOne({ _id: 'wt' }, { $set: { done: true } }, { session });
      });
      if (standalone) {
        await expectIllegalOperation(run);
        expect(await c.countDocuments()).toBe(0);
      } else {
        await run;
        expect(await c.findOne({ _id: 'wt' })).toEqual({ _id: 'wt', done: true });
      }
    } finally {
      await session.endSession();
    }
  });

  it('the raw insert command with txnNumber/startTransaction/autocommit answers 20 itself', async () => {
    if (!(await isStandalone())) return; // a replica set accepts it: nothing to check here
    const session = target().client.startSession();
    try {
      await expectServerError(
        target().db.command(
          {
            insert: 'raw_txn',
            documents: [{ _id: 1 }],
            txnNumber: Long.fromNumber(1),
            startTransaction: true,
            autocommit: false,
          },
          { session },
        ),
        20,
        'IllegalOperation',
      );
    } finally {
      await session.endSession();
    }
    expect(await target().coll('raw_txn').countDocuments()).toBe(0);
  });

  it('a session without a transaction works normally (lsid is accepted)', async () => {
    const c = target().coll('plain_session');
    const session = target().client.startSession();
    try {
      await c.insertOne({ _id: 's1' }, { session });
      expect(await c.findOne({ _id: 's1' }, { session })).toEqual({ _id: 's1' });
    } finally {
      await session.endSession();
    }
  });

  it('mongoose connection.transaction() is refused the same way on a standalone', async () => {
    const conn = await target().mongoose();
    const Listings = await listingModel(conn);
    const standalone = await isStandalone();
    const run = conn.transaction(async (session) => {
      await Listings.create([{ ref: 'TX1', title: 'In a transaction', price: 1 }], { session });
    });
    if (standalone) {
      await expectIllegalOperation(run);
      expect(await Listings.countDocuments({ ref: 'TX1' })).toBe(0);
    } else {
      await run;
      expect(await Listings.countDocuments({ ref: 'TX1' })).toBe(1);
    }
  });
});
