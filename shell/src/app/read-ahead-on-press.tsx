import { useEffect } from 'react';
import { useRemoteLoader } from '../remotes/remote-section';
import { isPlainClick, pageLinkTarget } from './follow-static-links';
import { isOtherSitePage } from './other-site-page';
import { readPageAhead } from './read-ahead';

/** No key held with it: a key that opens the link in this tab. */
const isPlainKey = (event: KeyboardEvent) =>
  !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A press on a link to another page of the site (a finger down, a mouse button down, Enter on
 * a link in focus) starts that page's reads: a tap takes about a tenth of a second from press to
 * click, which the page's data now spends coming over the network instead of after the click.
 */
export default function ReadAheadOnPress() {
  const loadModule = useRemoteLoader();
  useEffect(() => {
    const readAheadFor = (target: EventTarget | null) => {
      const anchor = (target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const to = pageLinkTarget(anchor, window.location);
      if (to === null) return;
      const { pathname, search } = new URL(to, window.location.origin);
      if (pathname === window.location.pathname && search === window.location.search) return;
      // The other site's pages are its own to load (the admin's panel, or a public page).
      if (isOtherSitePage(pathname)) return;
      readPageAhead({ pathname, search }, loadModule);
    };
    const onPress = (event: PointerEvent) => {
      // A press that opens another tab, or a second finger, reads nothing here.
      if (event.isPrimary && isPlainClick(event)) readAheadFor(event.target);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && !event.repeat && isPlainKey(event)) readAheadFor(event.target);
    };
    document.addEventListener('pointerdown', onPress, { capture: true, passive: true });
    document.addEventListener('keydown', onKey, { capture: true, passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPress, { capture: true });
      document.removeEventListener('keydown', onKey, { capture: true });
    };
  }, [loadModule]);
  return null;
}
