import { startEmbeddedMongo, type EmbeddedMongo } from '@reedmere/embedded-mongo';
import { Schema, type Connection } from 'mongoose';
import { connectionModel } from './connection-model';
import { connectTestDatabase } from './testing/test-database';

describe('connectionModel', () => {
  let db: EmbeddedMongo;
  let first: Connection;
  let second: Connection;
  const noteSchema = new Schema<{ text: string }>({ text: String }, { collection: 'notes' });

  beforeAll(async () => {
    db = await startEmbeddedMongo({ inMemory: true, log: () => {} });
    first = await connectTestDatabase(db.uri);
    second = await connectTestDatabase(db.uri);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await db.stop();
  });

  it('compiles a model once per connection and answers the same one after that', async () => {
    const note = connectionModel(first, 'Note', noteSchema);
    expect(connectionModel(first, 'Note', noteSchema)).toBe(note);
    await note.create({ text: 'kept' });
    expect(await note.countDocuments()).toBe(1);
  });

  it('gives each connection its own model', async () => {
    const onFirst = connectionModel(first, 'Note', noteSchema);
    const onSecond = connectionModel(second, 'Note', noteSchema);
    expect(onSecond).not.toBe(onFirst);
    expect(onSecond.db).toBe(second);
    expect(await onSecond.countDocuments()).toBe(await onFirst.countDocuments());
  });
});
