import { useRef, useState } from 'react';
import { scrollBehaviour } from '../scroll-behaviour';

/**
 * Turning a list's page: the new records start at the top of the list, so the list's start is
 * brought into view (on a phone the pager sits far below it) and takes the focus, and the new
 * page number is announced. Give `targetRef` to an element that stays on every page (with
 * tabIndex -1) and `announcement` to a polite live region.
 */
export function usePageTurn<E extends HTMLElement>() {
  const targetRef = useRef<E>(null);
  const [announcement, setAnnouncement] = useState('');
  const turned = (page: number) => {
    setAnnouncement(`Page ${page}`);
    const target = targetRef.current;
    if (!target) return;
    target.scrollIntoView({ behavior: scrollBehaviour(), block: 'start' });
    // The link followed may become a disabled button: focus must not fall back to the page.
    target.focus({ preventScroll: true });
  };
  return { targetRef, turned, announcement };
}
