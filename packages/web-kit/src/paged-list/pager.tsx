import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from '@reedmere/router';
import { pageHref } from './page-number';

export interface PagerProps {
  page: number;
  hasNext: boolean;
  /** A page's link is being followed in this tab. */
  onTurn: (page: number) => void;
}

/** A click the router follows in this tab (not one opening a new tab or window). */
const followedHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const STEP_CLASS = 'kit-button kit-button--outlined';

/**
 * Previous, 'Page n', Next, as links to the pages' addresses on this path (so they work before
 * the page is live, and can be opened in a new tab). Previous is off on page 1, Next on the last
 * page. Plain markup (`kit-pager` in web-kit.css).
 */
export function Pager({ page, hasNext, onTurn }: PagerProps) {
  const { pathname } = useLocation();
  const step = (to: number, label: string, enabled: boolean) =>
    enabled ? (
      <RouterLink
        className={STEP_CLASS}
        to={pageHref(pathname, to)}
        onClick={(event: MouseEvent) => {
          if (followedHere(event)) onTurn(to);
        }}
      >
        {label}
      </RouterLink>
    ) : (
      <button type="button" className={STEP_CLASS} disabled>
        {label}
      </button>
    );
  return (
    <nav aria-label="Pages" className="kit-pager">
      {step(page - 1, 'Previous', page > 1)}
      <p aria-current="page">{`Page ${page}`}</p>
      {step(page + 1, 'Next', hasNext)}
    </nav>
  );
}
