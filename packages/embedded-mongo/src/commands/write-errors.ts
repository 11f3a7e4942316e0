import type { Document } from 'bson';
import { commandError, MongoCommandError } from '../errors';

/** A failure as a write command reports it for one document of its batch. */
export function writeError(index: number, error: unknown): Document {
  const known =
    error instanceof MongoCommandError
      ? error
      : commandError('InternalError', (error as Error).message);
  return {
    index,
    code: known.code,
    codeName: known.codeName,
    errmsg: known.message,
    ...known.extra,
  };
}

/** Runs each statement of a write batch; an ordered batch stops at the first failure. */
export function eachStatement<T>(
  statements: T[],
  ordered: boolean,
  run: (statement: T, index: number) => void,
): Document[] {
  const errors: Document[] = [];
  for (let i = 0; i < statements.length; i++) {
    try {
      run(statements[i]!, i);
    } catch (error) {
      errors.push(writeError(i, error));
      if (ordered) break;
    }
  }
  return errors;
}

export const withWriteErrors = (reply: Document, errors: Document[]): Document =>
  errors.length ? { ...reply, writeErrors: errors, ok: 1 } : { ...reply, ok: 1 };
