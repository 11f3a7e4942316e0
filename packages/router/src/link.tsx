import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { RouteContext, useLocationContext } from './contexts';
import { createPath } from './location';
import { resolveTo, type To } from './resolve-to';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current entry; by default only a link to the address already shown does. */
  replace?: boolean;
  /** Kept with the entry it opens: `useLocation().state`. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A link the router follows itself on a plain click in this tab; any other click (a new tab, a
 * download, a modifier key) is the browser's, as for any link.
 */
export function Link({ to, replace, state, onClick, target, ...anchor }: LinkProps) {
  const { location, navigator } = useLocationContext('Link');
  const route = useContext(RouteContext);
  const path = resolveTo(to, route.pathname, location.pathname);
  const href = createPath(path);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    if ((target && target !== '_self') || anchor.download !== undefined) return;
    event.preventDefault();
    const same = href === createPath(location);
    if (replace ?? same) navigator.replace(path, state);
    else navigator.push(path, state);
  };
  return <a {...anchor} href={href} target={target} onClick={follow} />;
}
