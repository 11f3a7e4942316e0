import { startEmbeddedMongo, type EmbeddedMongo } from '@reedmere/embedded-mongo';
import { Schema, type Connection } from 'mongoose';
import { connectTestDatabase } from './testing/test-database';
import { isDuplicateKeyError } from './duplicate-key';

describe('isDuplicateKeyError', () => {
  let db: EmbeddedMongo;
  let connection: Connection;

  beforeAll(async () => {
    db = await startEmbeddedMongo({ inMemory: true, log: () => {} });
    connection = await connectTestDatabase(db.uri);
  });
  afterAll(async () => {
    await connection.close();
    await db.stop();
  });

  it('recognises the error of a write that a unique index refused', async () => {
    const Page = connection.model(
      'Page',
      new Schema({ path: { type: String, unique: true } }, { collection: 'pages' }),
    );
    await Page.init();
    await Page.create({ path: '/a' });
    const refused = await Page.create({ path: '/a' }).catch((error: unknown) => error);
    expect(isDuplicateKeyError(refused)).toBe(true);
  });

  it('is false for any other failure, and for what is not an error', () => {
    expect(isDuplicateKeyError(Object.assign(new Error('write conflict'), { code: 112 }))).toBe(
      false,
    );
    expect(isDuplicateKeyError(new Error('E11000 in the text only'))).toBe(false);
    expect(isDuplicateKeyError(null)).toBe(false);
    expect(isDuplicateKeyError(undefined)).toBe(false);
  });
});
