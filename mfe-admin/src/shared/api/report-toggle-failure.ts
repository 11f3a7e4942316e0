import { isSignedOut, notify } from '@reedmere/web-kit';
import { QUICK_LOGIN_DELAY_MS } from '../auth/use-login-redirect';

/**
 * A one-click change (hide/show, under offer, read/unread) refused: a lost session is told it
 * is logged out and sent to log in after 0.5 s; anything else shows `failureTitle`.
 */
export function reportToggleFailure(
  error: unknown,
  failureTitle: string,
  sendToLogin: (delayMs: number) => void,
): void {
  if (isSignedOut(error)) {
    notify.error({ title: 'Unauthorized: You are logged out. Logging in again...' });
    sendToLogin(QUICK_LOGIN_DELAY_MS);
    return;
  }
  notify.error({ title: failureTitle });
}
