import { useCallback, useEffect, useRef } from 'react';
import { LOGIN_URL, type Redirect } from './redirect';

/**
 * How long before the sign-in page opens: 2 s after a refused save, delete or copy, and 0.5 s after
 * a refused toggle, upload or SEO change.
 */
export const ACTION_LOGIN_DELAY_MS = 2000;
export const QUICK_LOGIN_DELAY_MS = 500;

/** Opens the login page after `delayMs`. */
export type SendToLogin = (delayMs: number) => void;

/**
 * Sends the admin to the login page after a delay, so the toast saying why can be read first.
 * A later call restarts the clock; leaving the page cancels it.
 */
export function useLoginRedirect(redirect: Redirect): SendToLogin {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => redirect(LOGIN_URL), delayMs);
    },
    [redirect],
  );
}
