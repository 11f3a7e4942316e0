import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { AUTH_USER_URL } from '@reedmere/web-kit';

/**
 * Drops every answer the page holds (enquirers' names, e-mails and phones among them) on log
 * out, so a page the browser brings back with Back has nothing of them left to show. The session
 * entry stays: the sign-in gate asks it afresh when such a page comes back, and sends a
 * signed-out visitor to the sign-in page.
 */
export function useForgetAdminData(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate((key) => key !== AUTH_USER_URL, undefined, { revalidate: false });
  }, [mutate]);
}
