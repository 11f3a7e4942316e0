// Loose document typing for tests that use _id values other than ObjectId and arbitrary fields.
import type { Document, ObjectId, UpdateFilter } from 'mongodb';

export type IdValue =
  string | number | boolean | null | ObjectId | Date | { [key: string]: string | number };

export interface LooseDoc {
  _id?: IdValue;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- arbitrary test documents
  [key: string]: any;
}

/**
 * The driver's typings (7.x under TypeScript 6) reject plain `$push`/`$pull` on index-signature documents;
 * the server is what is under test here, so updates are passed through untyped.
 */
export function looseUpdate(update: Document): UpdateFilter<LooseDoc> {
  return update as UpdateFilter<LooseDoc>;
}
