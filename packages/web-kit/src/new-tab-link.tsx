import type { AnchorHTMLAttributes } from 'react';
import { NEW_TAB_HINT } from './new-tab-hint';

/**
 * A link to another website in plain markup: a new tab, no opener, and screen-reader users are
 * told so. Underlined (`kit-link`): it sits in a sentence, told apart by more than colour.
 */
export function NewTabLink({
  children,
  className,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  return (
    <a
      {...props}
      className={className ? `kit-link ${className}` : 'kit-link'}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
      <span className="kit-visually-hidden">{` ${NEW_TAB_HINT}`}</span>
    </a>
  );
}
