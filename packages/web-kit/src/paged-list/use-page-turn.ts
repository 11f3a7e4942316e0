import { useRef } from 'react';
import { useSearchParams } from '@reedmere/router';
import { scrollBehaviour } from '../scroll-behaviour';
import { parsePage } from './page-number';
import { usePageAnnouncement } from './use-page-announcement';

/**
 * Turning a list's page: the new records start at the top of the list, so the list's start is
 * brought into view (on a phone the pager sits far below it) and takes the focus. The page
 * number (the URL's, as `pageHref` writes it, given as `page`) is announced whenever it changes,
 * Back and Forward included. Give `targetRef` to an element that stays on every page (with
 * tabIndex -1) and `announcement` to a polite live region.
 */
export function usePageTurn<E extends HTMLElement>() {
  const targetRef = useRef<E>(null);
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const announcement = usePageAnnouncement(page);
  const turned = () => {
    const target = targetRef.current;
    if (!target) return;
    target.scrollIntoView({ behavior: scrollBehaviour(), block: 'start' });
    // The link followed may become a disabled button: focus must not fall back to the page.
    target.focus({ preventScroll: true });
  };
  return { page, targetRef, turned, announcement };
}
