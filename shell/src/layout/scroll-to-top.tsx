import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec section 2: every navigation scrolls smoothly to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
