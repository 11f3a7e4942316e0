import { isApiError, isSignedOut, notify } from '@reedmere/web-kit';
import { refusalReason } from '../../../shared/api/refusal-reason';
import { ACTION_LOGIN_DELAY_MS, type SendToLogin } from '../../../shared/auth/use-login-redirect';

/**
 * The canary changed since the overview was read (someone, or the health check, ended or replaced
 * it): what the panel shows is out of date.
 */
export const changedMeanwhile = (error: unknown): boolean =>
  isApiError(error) && error.status === 409;

/**
 * A promotion or rollback refused: a lost session is told so and sent to log in after 2 s; a
 * refusal shows the server's message (the canary gone, a right lacking, a reason too long);
 * anything else says `failed`.
 */
export function reportReleaseFailure(
  error: unknown,
  failed: string,
  sendToLogin: SendToLogin,
): void {
  if (isSignedOut(error)) {
    notify.error({
      title: 'Authentication Required',
      description: 'Please login to release builds. Redirecting to login...',
    });
    sendToLogin(ACTION_LOGIN_DELAY_MS);
    return;
  }
  notify.error({ title: 'Error', description: refusalReason(error) ?? failed });
}
