import { waitFor } from '@testing-library/react';
import { notify } from '@reedmere/web-kit';

/** A toast as the admin sees it: a title, and for some a line under it. */
export interface Toast {
  title: string;
  description?: string;
}

/** Waits for `toast` to be shown as a success or an error. */
export async function expectToast(kind: 'success' | 'error', toast: Toast): Promise<void> {
  await waitFor(() => expect(notify[kind]).toHaveBeenCalledWith(toast));
}

/** The toast of a change that failed with no reason given, e.g. `changeFailed('delete article')`. */
export const changeFailed = (change: string): Toast => ({
  title: 'Error',
  description: `Failed to ${change}`,
});

/** The toast of a change refused because the session has gone, e.g. `loginRequired('delete articles')`. */
export const loginRequired = (change: string): Toast => ({
  title: 'Authentication Required',
  description: `Please login to ${change}. Redirecting to login...`,
});
