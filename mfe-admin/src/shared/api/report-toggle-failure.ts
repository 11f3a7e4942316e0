import { isSignedOut, notify } from '@reedmere/web-kit';
import { QUICK_LOGIN_DELAY_MS } from '../auth/use-login-redirect';
import { refusalReason } from './refusal-reason';

/**
 * A one-click change (hide/show, under offer, read/unread) refused: a lost session is told it
 * is logged out and sent to log in after 0.5 s; anything else shows `failureTitle`, with the
 * server's reason when it gave one the admin can act on (a right the person lacks).
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
  const reason = refusalReason(error);
  notify.error(
    reason === undefined ? { title: failureTitle } : { title: failureTitle, description: reason },
  );
}
