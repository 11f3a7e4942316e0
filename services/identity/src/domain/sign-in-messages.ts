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

/** A sign-in's second step is asked for after its challenge has expired or been used up. */
export const CHALLENGE_EXPIRED_MESSAGE =
  'The sign-in has expired. Please enter your email and password again.';

export const WRONG_CODE_MESSAGE =
  'The code is not correct. Check the code in your authenticator app and try again.';

export const USED_CODE_MESSAGE =
  'That code has already been used. Wait for the next code and try again.';

export const WRONG_RECOVERY_CODE_MESSAGE =
  'The recovery code is not correct, or it has already been used.';
