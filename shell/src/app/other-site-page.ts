import { useEffect } from 'react';
import { useLocation } from '@reedmere/router';
import { isAdminPath } from '@reedmere/contracts';
import { goToServerPage } from './go-to-server-page';

/**
 * Whether this document is the admin site's. The admin panel and the public pages are two sites
 * on two origins, and the server serves each one's pages on its own origin only, so the address
 * this document was loaded from says which one this is (the navigation entry keeps it, whatever
 * the router has pushed since).
 */
function documentIsAdmin(): boolean {
  if (typeof window === 'undefined') return false;
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return isAdminPath(new URL(navigation?.name ?? window.location.href).pathname);
}

/** Whether the page at `pathname` is the other site's: this document never draws or reads it. */
export const isOtherSitePage = (pathname: string): boolean =>
  isAdminPath(pathname) !== documentIsAdmin();

/**
 * A link to a page of the other site (a public page from the admin's chrome, `/admin` from a
 * public page) is followed by the browser, not drawn here: the server sends it to that site, so a
 * division's code never runs on the admin's origin. True while that page load is under way.
 */
export function useOtherSitePage(): boolean {
  const { pathname, search, hash } = useLocation();
  const other = isOtherSitePage(pathname);
  useEffect(() => {
    if (other) goToServerPage(`${pathname}${search}${hash}`);
  }, [other, pathname, search, hash]);
  return other;
}
