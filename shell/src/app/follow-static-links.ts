import { useEffect } from 'react';
import { useLocation, useNavigate } from '@reedmere/router';
import { followedLinkState, matchRoute } from '@reedmere/contracts';

/** Paths that are files or calls, not pages, even where the route table would match them. */
const NOT_A_PAGE = /^\/(api|remotes)(\/|$)|\.[a-z0-9]+$/i;

/** The main button with no key held: a click that opens the link in this tab. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The address (path, query and fragment) of a page of this site that a click on `anchor` opens
 * in this tab, or null when the browser should follow it itself: another site, another tab or
 * window, a download, a file or a call, an address no page has, or a jump within this page.
 */
export function pageLinkTarget(anchor: HTMLAnchorElement, current: Location): string | null {
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (NOT_A_PAGE.test(url.pathname) || matchRoute(url.pathname) === '404') return null;
  const samePage = url.pathname === current.pathname && url.search === current.search;
  if (samePage && url.hash) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * A link in a static part is plain markup, with no router link behind it: without this its click
 * would load the next page from the server. Once the app is live, a plain click on such a link to
 * one of the site's pages is followed by the app, as a router link would be, and the entry it opens
 * names the page it was followed from (a property's 'Back to Properties' returns to the list).
 */
export function FollowStaticLinks() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest('[data-static-part]')) return;
      const to = pageLinkTarget(anchor, window.location);
      if (to === null) return;
      event.preventDefault();
      void navigate(to, { state: followedLinkState({ pathname, search }) });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate, pathname, search]);
  return null;
}
