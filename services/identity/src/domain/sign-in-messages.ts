/** The 429 message: how long to wait, in seconds under a minute, else in whole minutes. */
export function throttledMessage(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  if (seconds < 60) {
    return `Too many sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The 503 message while every hash slot is taken. */
export const SIGN_IN_BUSY_MESSAGE = 'Sign-in is busy. Please try again in a moment.';

/** Seconds a refused-as-busy caller is asked to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 1;
