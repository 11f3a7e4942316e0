import { LOADING_SELECTOR } from '@reedmere/web-kit';

/**
 * How long a position is held at most while the page is still loading: only a backstop for a
 * page that never completes. A phone on a slow connection can take well over 10 s to bring a
 * section's code, and the visitor's first scroll, tap or key ends the hold at once anyway.
 */
export const SETTLE_LIMIT_MS = 30_000;
/**
 * The page counts as settled once its height has not changed for this long, nothing on it is
 * still loading and it is tall enough for the position.
 */
export const QUIET_MS = 700;
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Returns the window to a remembered position and holds it there while the page's sections
 * arrive: each change of height puts the position back (a page still loading may be too short
 * for it at first). The browser's scroll anchoring is off meanwhile: it would keep an element
 * below a loading section in view, carrying the visitor thousands of pixels down as the section
 * fills. The hold ends once the page is complete (see QUIET_MS), at the time limit, or at the
 * visitor's first input, so nothing moves after that. A quiet height alone is not enough: on a
 * slow phone a section's code can take longer than that to arrive. Returns a function that ends
 * it early.
 */
export function restorePosition(top: number): () => void {
  // Chromium takes the setting from the elements it would anchor to, not from the root.
  const anchoring = document.body.style;
  const place = () => window.scrollTo({ top, left: 0, behavior: 'instant' });
  const complete = () =>
    document.querySelector(LOADING_SELECTOR) === null &&
    document.documentElement.scrollHeight - window.innerHeight >= top;
  anchoring.overflowAnchor = 'none';
  place();
  if (typeof ResizeObserver === 'undefined') {
    anchoring.overflowAnchor = '';
    return () => undefined;
  }
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(limit);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, true);
    anchoring.overflowAnchor = '';
  };
  const settleLater = () => {
    clearTimeout(quiet);
    quiet = setTimeout(() => (complete() ? stop() : settleLater()), QUIET_MS);
  };
  const observer = new ResizeObserver(() => {
    place();
    settleLater();
  });
  observer.observe(document.body);
  const limit = setTimeout(stop, SETTLE_LIMIT_MS);
  for (const type of VISITOR_INPUT) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  settleLater();
  return stop;
}
