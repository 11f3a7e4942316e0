/** An error that is answered to the client as `{ ok: 0, errmsg, code, codeName }`, as MongoDB does. */
export class MongoCommandError extends Error {
  constructor(
    readonly code: number,
    readonly codeName: string,
    message: string,
    /** Extra top-level reply fields (for example keyPattern/keyValue on a duplicate key). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The MongoDB error codes this server answers with (names as MongoDB spells them). */
export const ErrorCode = {
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  CommandNotSupportedOnView: 166,
  InvalidNamespace: 73,
  DuplicateKey: 11000,
  BSONObjectTooLarge: 10334,
  Location17419: 17419,
  Location31253: 31253,
  Location31254: 31254,
  InvalidPipelineOperator: 168,
  Location40324: 40324,
  InternalError: 1,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;

export function commandError(
  codeName: ErrorCodeName,
  message: string,
  extra?: Record<string, unknown>,
): MongoCommandError {
  return new MongoCommandError(ErrorCode[codeName], codeName, message, extra);
}

export const badValue = (message: string): MongoCommandError => commandError('BadValue', message);
