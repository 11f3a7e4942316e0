import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from '@reedmere/router';
import { scrollBehaviour } from '@reedmere/web-kit';
import { fragmentTarget } from './fragment-target';
import { restorePosition } from './restore-position';
import { entryId, persistPositions, savedPosition, savePosition } from './scroll-positions';

const windowAddress = (): string => `${window.location.pathname}${window.location.search}`;

/** True when this document was opened by Back/Forward or a reload, not by a link or address. */
function documentRevisited(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

/**
 * Where the window stands after each navigation:
 * - a new page opens at its top from its first paint (or at the section a '#fragment' names),
 *   never showing the previous page's position first;
 * - Back and Forward (and a reload) return to where the visitor was on that entry, held while
 *   the page's sections arrive;
 * - a link to a section of the page already showing glides there (instantly for visitors who
 *   ask for reduced motion);
 * - a change of the query alone (a filter, a list page) leaves the position to the page.
 */
export function ScrollOnNavigation() {
  const { key, pathname, search, hash } = useLocation();
  const entry = entryId(key, `${pathname}${search}`);
  const currentEntry = useRef<string | undefined>(undefined);
  // The window's address when that entry was drawn: it changes as soon as the next page is asked
  // for, while this one stays on screen until the next is drawn.
  const currentAddress = useRef<string | undefined>(undefined);
  const shownPath = useRef<string | undefined>(undefined);

  useEffect(() => {
    // The browser would restore positions at Back before the page it returns to is drawn.
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const saveNow = () => {
      // Between the two, the window moves with the page being replaced (the browser keeping
      // something in view as it shrinks): not where the visitor left this entry.
      const onItsPage = currentAddress.current === windowAddress();
      if (currentEntry.current && onItsPage) savePosition(currentEntry.current, window.scrollY);
    };
    let frame = 0;
    const record = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        saveNow();
      });
    };
    window.addEventListener('scroll', record, { passive: true });
    // A click that leaves the page can land in the same frame as a scroll, before its event:
    // the position is taken as the click lands, while the entry is still the one left.
    document.addEventListener('click', saveNow, { capture: true });
    window.addEventListener('pagehide', persistPositions);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
      document.removeEventListener('click', saveNow, { capture: true });
      window.removeEventListener('pagehide', persistPositions);
    };
  }, []);

  useLayoutEffect(() => {
    const firstRender = shownPath.current === undefined;
    const pathChanged = shownPath.current !== pathname;
    shownPath.current = pathname;
    currentEntry.current = entry;
    currentAddress.current = windowAddress();
    const saved = savedPosition(entry);
    if (firstRender) {
      // The browser has placed a freshly opened page itself (at its top or its fragment).
      return saved !== undefined && documentRevisited() ? restorePosition(saved) : undefined;
    }
    if (saved !== undefined) return restorePosition(saved);
    const target = fragmentTarget(hash);
    if (!pathChanged) {
      target?.scrollIntoView({ behavior: scrollBehaviour(), block: 'start' });
      return undefined;
    }
    if (target) target.scrollIntoView({ behavior: 'instant', block: 'start' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [entry, pathname, hash]);

  return null;
}
