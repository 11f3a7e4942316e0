export { isUnauthorized } from '@reedmere/web-kit';

/**
 * An admin write refused because the session has gone (spec section 8: "401 or Unauthorized").
 * Looser than isUnauthorized, which decides the sign-in state from the current-user call.
 */
export function isSessionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.message.startsWith('401') || error.message.includes('Unauthorized');
}
