import { isApiError } from '@reedmere/web-kit';

/**
 * Refusals the admin can act on: a field the server rejected (400), a right the person lacks
 * (403: an editor saving a listing into another division), a taken slug (409), a record someone
 * else saved after the form opened (412).
 */
const EXPLAINED = new Set([400, 403, 409, 412]);

/**
 * What a refused save says, so it is not lost behind the generic wording: a validation answer's
 * field messages joined, otherwise its message. Undefined for every other failure.
 */
export function refusalReason(error: unknown): string | undefined {
  if (!isApiError(error) || !EXPLAINED.has(error.status)) return undefined;
  // Every listed message, not one per field: the toast repeats what the server said in full.
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors)) {
    const messages = errors
      .map((item: unknown) =>
        typeof item === 'object' && item !== null && 'message' in item ? item.message : '',
      )
      .filter((message): message is string => typeof message === 'string' && message !== '');
    if (messages.length > 0) return messages.join('; ');
  }
  return error.serverMessage;
}
