import { useState } from 'react';

/**
 * What a list's polite live region says: 'Page n' once the list's page has changed since the
 * list opened, however it changed (the pager, Back or Forward), and nothing before. It follows
 * the page shown, so it never names a page the visitor has left.
 */
export function usePageAnnouncement(page: number): string {
  const [openedAt] = useState(page);
  const [moved, setMoved] = useState(false);
  // Once moved, a return to the first page is announced too.
  if (!moved && page !== openedAt) setMoved(true);
  return moved || page !== openedAt ? `Page ${page}` : '';
}
