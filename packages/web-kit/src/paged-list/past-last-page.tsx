import { Link as RouterLink, useLocation } from '@reedmere/router';

export interface PastLastPageProps {
  /** E.g. 'No More Articles'. */
  heading: string;
  /** What the list holds, in the singular: 'article' reads 'past the last article'. */
  noun: string;
  /** The heading's level in its page. */
  headingLevel: 'h2' | 'h3';
  /** The remote's class for a list's empty state. */
  className: string;
}

/**
 * A page number past a list's last page (a link kept from when the list was longer): says so,
 * with a link back to page 1.
 */
export function PastLastPage({
  heading,
  noun,
  headingLevel: Heading,
  className,
}: PastLastPageProps) {
  const { pathname } = useLocation();
  return (
    <div className={className}>
      <Heading className="kit-heading-5">{heading}</Heading>
      <p className="kit-secondary">{`This page is past the last ${noun}.`}</p>
      <RouterLink className="kit-button kit-button--outlined" to={pathname}>
        Back to page 1
      </RouterLink>
    </div>
  );
}
