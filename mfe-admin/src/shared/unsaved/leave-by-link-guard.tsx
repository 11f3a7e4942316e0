import { useEffect, useRef, useState } from 'react';
import { LeaveQuestion } from './leave-question';
import { hasUnsavedChanges } from './use-leave-warning';

/** The link a plain left click on `event` would follow to another page of the site, if any. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (
    !(link instanceof HTMLAnchorElement) ||
    link.target === '_blank' ||
    link.hasAttribute('download')
  ) {
    return null;
  }
  const url = new URL(link.href, window.location.href);
  // Other sites are a full page load, which the browser's own leave question covers.
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) {
    return null;
  }
  return link;
}

/**
 * The site's header and footer links move within the single-page app, so the browser never asks
 * before they drop a changed form. While any form holds changes, such a click is held (in the
 * capture phase, before the router's link handler sees it) and the admin is asked first.
 */
export function LeaveByLinkGuard() {
  const heldLink = useRef<HTMLAnchorElement | null>(null);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    const holdLeavingClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !hasUnsavedChanges()) return;
      const link = leavingLink(event);
      if (link === null) return;
      event.preventDefault();
      heldLink.current = link;
      setAsking(true);
    };
    document.addEventListener('click', holdLeavingClick, true);
    return () => document.removeEventListener('click', holdLeavingClick, true);
  }, []);

  return (
    <LeaveQuestion
      open={asking}
      action="Leave"
      onLeave={() => {
        setAsking(false);
        // The same click again, now let through: the router (or the browser) follows the link as
        // it would have.
        heldLink.current?.click();
      }}
      onStay={() => setAsking(false)}
    />
  );
}
