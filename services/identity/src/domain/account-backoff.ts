import type { AccountFailures } from '../data-access/login-attempt-repository';

export interface BackoffSettings {
  accountBackoffAfter: number;
  /** The first wait once an account is in back-off; each further failure doubles it. */
  accountBackoffBaseMs: number;
  /** The longest wait: failures stop counting after this long anyway. */
  loginWindowMs: number;
}

/**
 * How long from `now` the next attempt on an account must still wait; 0 when it may go ahead.
 * Guesses spread over many addresses slip past the per-address lock-out, so the account itself
 * slows down once it has had `accountBackoffAfter` failures: the base wait (1 s by default) after
 * the latest, then twice that, four times, and so on, never more than the window.
 */
export function accountBackoffWait(
  failures: AccountFailures,
  settings: BackoffSettings,
  now: Date,
): number {
  if (failures.count < settings.accountBackoffAfter || !failures.latestAt) return 0;
  const doublings = Math.min(failures.count - settings.accountBackoffAfter, 30);
  const wait = Math.min(settings.accountBackoffBaseMs * 2 ** doublings, settings.loginWindowMs);
  return Math.max(0, failures.latestAt.getTime() + wait - now.getTime());
}
