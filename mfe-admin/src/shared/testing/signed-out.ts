import { act } from '@testing-library/react';
import { expectToast, type Toast } from './toasts';

/** Acts with the clock faked from then on, so the sign-in redirect's delay can be stepped through. */
export async function onFakeClock(action: () => void): Promise<void> {
  jest.useFakeTimers();
  action();
  // Lets the refused request settle without reaching any timer it set.
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

/** Checks, on the faked clock, that the admin is sent to log in `delayMs` from now and not before. */
export function expectLoginRedirectAfter(redirect: jest.Mock, delayMs: number): void {
  expect(redirect).not.toHaveBeenCalled();
  act(() => {
    jest.advanceTimersByTime(delayMs - 1);
  });
  expect(redirect).not.toHaveBeenCalled();
  act(() => {
    jest.advanceTimersByTime(1);
  });
  expect(redirect).toHaveBeenCalledWith('/api/login');
}

/** Waits for the toast telling a signed-out admin to log in, then checks the redirect's delay. */
export async function expectSentToLogin(
  redirect: jest.Mock,
  toast: Toast,
  delayMs: number,
): Promise<void> {
  await expectToast('error', toast);
  expectLoginRedirectAfter(redirect, delayMs);
}
