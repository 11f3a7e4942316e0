/** MongoDB's error code for a write that a unique index refused. */
const DUPLICATE_KEY_CODE = 11000;

/** Whether a write failed because a unique index already holds its key. */
export const isDuplicateKeyError = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === DUPLICATE_KEY_CODE;
