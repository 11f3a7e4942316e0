export { isUnauthorized } from '@reedmere/web-kit';

/**
 * An admin write refused because the session has gone: the error starts with 401 or names
 * Unauthorized (docs/product.md#admin-errors).
 * Looser than isUnauthorized, which decides the sign-in state from the current-user call.
 */
export function isSessionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.message.startsWith('401') || error.message.includes('Unauthorized');
}
