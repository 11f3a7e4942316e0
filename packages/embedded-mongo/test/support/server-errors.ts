// Helpers to assert on what the server answered when it refused something.
import { inspect } from 'node:util';
import { MongoServerError } from 'mongodb';

/**
 * A server-side error, whichever copy of the driver raised it: mongoose carries its own `mongodb` (7.8),
 * so `instanceof MongoServerError` (this workspace's 7.9) is not enough.
 */
export function isServerError(e: unknown): e is MongoServerError {
  if (e instanceof MongoServerError) return true;
  if (!(e instanceof Error)) return false;
  return ['MongoServerError', 'MongoBulkWriteError', 'MongoWriteConcernError'].includes(e.name);
}

function describeValue(v: unknown): string {
  return inspect(v, { depth: 4, breakLength: 120 });
}

/**
 * Awaits `p`, expecting it to reject with a server error (MongoServerError or a subclass, e.g. a bulk
 * write error); returns that error. A resolved value or a client-side error fails with what came back.
 */
export async function serverError(p: Promise<unknown>): Promise<MongoServerError> {
  let value: unknown;
  try {
    value = await p;
  } catch (e) {
    if (isServerError(e)) return e;
    throw new Error(
      `expected an error answered by the server, got a client-side error: ${describeValue(e)}`,
      {
        cause: e,
      },
    );
  }
  throw new Error(
    `expected an error answered by the server, got a result: ${describeValue(value)}`,
  );
}

/** Like serverError, also checking the code (and codeName when given). */
export async function expectServerError(
  p: Promise<unknown>,
  code: number,
  codeName?: string,
): Promise<MongoServerError> {
  const e = await serverError(p);
  const got = { code: e.code, codeName: e.codeName, errmsg: e.errmsg ?? e.message };
  expect(got).toEqual(expect.objectContaining(codeName ? { code, codeName } : { code }));
  return e;
}

/**
 * For features the embedded server may not implement: the server must either answer an error or give
 * exactly the right result, never a wrong one. Returns 'error' or 'result' so tests can report which.
 */
export async function expectErrorOrResult<T>(
  p: Promise<T>,
  expected: T,
): Promise<'error' | 'result'> {
  let value: T;
  try {
    value = await p;
  } catch (e) {
    if (isServerError(e)) {
      expect(typeof e.code).toBe('number');
      return 'error';
    }
    throw new Error(
      `expected a server error or the right result, got a client-side error: ${describeValue(e)}`,
      {
        cause: e,
      },
    );
  }
  expect(value).toEqual(expected);
  return 'result';
}
