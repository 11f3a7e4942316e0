import { useRef, useState } from 'react';
import { scrollBehaviour } from '@reedmere/web-kit';

/**
 * Turning a list's page: the new cards start under the list's heading, so the heading is brought
 * into view (on a phone the pager sits far below it) and takes focus, and the new page number is
 * announced. Give `headingRef` to the heading and `announcement` to a polite live region.
 */
export function usePageTurn(onPage: (page: number) => void) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const turnPage = (page: number) => {
    onPage(page);
    setAnnouncement(`Page ${page}`);
    const heading = headingRef.current;
    if (!heading) return;
    heading.scrollIntoView({ behavior: scrollBehaviour(), block: 'start' });
    // The pager's button may vanish while the page loads: focus must not fall back to the page.
    heading.focus({ preventScroll: true });
  };
  return { headingRef, turnPage, announcement };
}
