import { usePageTurn as useListPageTurn } from '@reedmere/web-kit';

/**
 * Turning a list's page with the pager: `onPage` writes the new page into the URL, then the list's
 * heading comes into view and takes focus (on a phone the pager sits far below it). The page in
 * the URL is announced whenever it changes, Back and Forward included, so the live region never
 * names a page the visitor has left. Give `headingRef` to the heading and `announcement` to a
 * polite live region.
 */
export function usePageTurn(onPage: (page: number) => void) {
  const { targetRef, turned, announcement } = useListPageTurn<HTMLHeadingElement>();
  const turnPage = (page: number) => {
    onPage(page);
    turned();
  };
  return { headingRef: targetRef, turnPage, announcement };
}
