import { useEffect } from 'react';
import { useRemoteLoader } from '../remotes/remote-section';
import { isPlainClick, pageLinkTarget } from './follow-static-links';
import { isOtherSitePage } from './other-site-page';
import { readPageAhead } from './read-ahead';

/**
 * A press on a link to another page of the site (a finger down, a mouse button down) starts
 * that page's reads: a tap takes about a tenth of a second from press to click, which the page's
 * data now spends coming over the network instead of after the click.
 */
export default function ReadAheadOnPress() {
  const loadModule = useRemoteLoader();
  useEffect(() => {
    const onPress = (event: PointerEvent) => {
      // A press that opens another tab, or a second finger, reads nothing here.
      if (!event.isPrimary || !isPlainClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const to = pageLinkTarget(anchor, window.location);
      if (to === null) return;
      const { pathname, search } = new URL(to, window.location.origin);
      if (pathname === window.location.pathname && search === window.location.search) return;
      // The other site's pages are its own to load (the admin's panel, or a public page).
      if (isOtherSitePage(pathname)) return;
      readPageAhead({ pathname, search }, loadModule);
    };
    document.addEventListener('pointerdown', onPress, { capture: true, passive: true });
    return () => document.removeEventListener('pointerdown', onPress, { capture: true });
  }, [loadModule]);
  return null;
}
