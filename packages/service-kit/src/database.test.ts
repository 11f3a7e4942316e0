// The write concern reaches the server on every write, and the embedded database accepts it.
import { startEmbeddedMongo, type EmbeddedMongo } from '@reedmere/embedded-mongo';
import type { CommandStartedEvent } from 'mongodb';
import { Schema, type Connection } from 'mongoose';
import { WRITE_CONCERN } from './database';
import { connectTestDatabase } from './testing/test-database';

describe('connectDatabase write concern', () => {
  let db: EmbeddedMongo;
  let connection: Connection;
  const started: CommandStartedEvent[] = [];

  beforeAll(async () => {
    db = await startEmbeddedMongo({ inMemory: true, log: () => {} });
    connection = await connectTestDatabase(db.uri, { monitorCommands: true });
    connection.getClient().on('commandStarted', (event) => started.push(event));
  });

  afterAll(async () => {
    await connection.close();
    await db.stop();
  });

  const sent = (name: string) => started.filter((e) => e.commandName === name);

  it('sends { w: majority, j: true } with inserts, updates and deletes, and they succeed', async () => {
    const Note = connection.model('Note', new Schema({ text: String, n: Number }));
    const created = await Note.create({ text: 'first', n: 1 });
    const updated = await Note.updateOne({ _id: created._id }, { $set: { n: 2 } });
    expect(updated.modifiedCount).toBe(1);
    await Note.deleteOne({ _id: created._id });
    expect(await Note.countDocuments()).toBe(0);

    for (const name of ['insert', 'update', 'delete']) {
      const events = sent(name);
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) expect(event.command.writeConcern).toEqual(WRITE_CONCERN);
    }
  });

  it('sends it with findAndModify too', async () => {
    const Counter = connection.model('Counter', new Schema({ _id: String, value: Number }));
    const next = await Counter.findOneAndUpdate(
      { _id: 'refs' },
      { $inc: { value: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(next?.value).toBe(1);
    const [event] = sent('findAndModify');
    expect(event?.command.writeConcern).toEqual(WRITE_CONCERN);
  });

  it('does not send a write concern with reads', async () => {
    await connection.model('Note').find({ n: 2 }).lean();
    const [find] = sent('find');
    expect(find).toBeDefined();
    expect(find?.command.writeConcern).toBeUndefined();
  });
});
