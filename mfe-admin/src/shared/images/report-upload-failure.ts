import { isApiError, isSignedOut, notify } from '@reedmere/web-kit';
import { QUICK_LOGIN_DELAY_MS } from '../auth/use-login-redirect';

/**
 * A failed image upload: a lost session is told to log in and sent there after 0.5 s;
 * anything else names the reason (the server's own message when it gave one).
 */
export function reportUploadFailure(error: unknown, sendToLogin: (delayMs: number) => void): void {
  if (isSignedOut(error)) {
    notify.error({ title: 'Please log in to upload images' });
    sendToLogin(QUICK_LOGIN_DELAY_MS);
    return;
  }
  const message =
    (isApiError(error) ? error.serverMessage : undefined) ??
    (error instanceof Error ? error.message : 'Unknown error');
  notify.error({ title: `Failed to upload images: ${message}` });
}
