import { createConnection } from 'mongoose';
import { recordSchema, type Timestamps } from './record-schema';

interface NoteRecord extends Timestamps {
  text: string;
}

describe('recordSchema', () => {
  const schema = recordSchema<NoteRecord>('notes', { text: { type: String, required: true } });

  it('stores the records in the collection named, with the timestamps mongoose keeps', () => {
    expect(schema.get('collection')).toBe('notes');
    expect(schema.path('createdAt')).toBeDefined();
    expect(schema.path('updatedAt')).toBeDefined();
  });

  it('answers a record as the contracts name it: `id`, no `_id` or `__v`', async () => {
    // A document is made and validated without a database.
    const connection = createConnection();
    const Note = connection.model('Note', schema);
    const note = new Note({ text: 'kept' });
    await note.validate();
    expect(note.toJSON()).toEqual({ id: String(note._id), text: 'kept' });
    await connection.close();
  });
});
