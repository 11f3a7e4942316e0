import type { AnchorHTMLAttributes } from 'react';
import { NEW_TAB_HINT } from '@reedmere/web-kit';

/**
 * A link to another website in the chrome's plain markup: a new tab, no opener, and screen-reader
 * users are told so (web-kit's `ExternalLink` is the same for MUI's links).
 */
export function NewTabLink({
  children,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="kit-visually-hidden">{` ${NEW_TAB_HINT}`}</span>
    </a>
  );
}
