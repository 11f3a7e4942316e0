import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

function fragmentTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed escape in the address
  }
}

/**
 * Spec section 2: every navigation scrolls smoothly to the top. A link to a section of a page
 * (a '#fragment', such as the footer's lettings fees link) scrolls to that section instead.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = fragmentTarget(hash);
    if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, hash]);
  return null;
}
