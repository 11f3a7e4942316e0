import { isApiError, isSignedOut, notify } from '@reedmere/web-kit';
import { refusalReason } from '../../../shared/api/refusal-reason';
import { ACTION_LOGIN_DELAY_MS, type SendToLogin } from '../../../shared/auth/use-login-redirect';

/** Answers whose message says what went wrong: gone since the list was read, mail not queued. */
const TOLD = new Set([404, 503]);

/**
 * What the server said about a refused change, for the owner to read: a field or a rule (400), a
 * conflict such as the last owner (409), a person or invitation gone (404), mail that could not
 * be queued (503). Undefined when it said nothing useful.
 */
export function peopleRefusal(error: unknown): string | undefined {
  const reason = refusalReason(error);
  if (reason !== undefined) return reason;
  return isApiError(error) && TOLD.has(error.status) ? error.serverMessage : undefined;
}

/** A refused change with the session gone: say so, and open the login page after 2 s. */
export function reportSignedOut(error: unknown, sendToLogin: SendToLogin): boolean {
  if (!isSignedOut(error)) return false;
  notify.error({
    title: 'Authentication Required',
    description: 'Please login to manage people. Redirecting to login...',
  });
  sendToLogin(ACTION_LOGIN_DELAY_MS);
  return true;
}

/** A change refused outside a form: the server's reason as a toast, or `failed` when it gave none. */
export function reportPeopleFailure(
  error: unknown,
  failed: string,
  sendToLogin: SendToLogin,
): void {
  if (reportSignedOut(error, sendToLogin)) return;
  notify.error({ title: 'Error', description: peopleRefusal(error) ?? failed });
}
