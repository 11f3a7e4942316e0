import { useEffect } from 'react';
import { useLocation } from '@reedmere/router';
import { fragmentTarget, scrollBehaviour } from './fragment-target';

/**
 * Spec section 2: every navigation scrolls smoothly to the top (instantly for visitors who ask
 * for reduced motion). A link to a section of a page
 * (a '#fragment', such as the footer's lettings fees link) scrolls to that section instead.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = fragmentTarget(hash);
    const behavior = scrollBehaviour();
    if (target) target.scrollIntoView({ behavior, block: 'start' });
    else window.scrollTo({ top: 0, behavior });
  }, [pathname, hash]);
  return null;
}
