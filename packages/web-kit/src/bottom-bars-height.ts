/**
 * The height of the bars fixed along the bottom of the window (the cookie banner, a phone's call
 * bar): other fixed things, such as the toasts, sit above the bars instead of on top of their
 * buttons.
 */
export const BOTTOM_BARS_HEIGHT = '--bottom-bars-height';

/** What reads the height: the toast region (see toast-region.tsx). */
const READERS = '[data-sonner-toaster]';

/**
 * Sets the bars' height (a CSS length; null when there are none) for the elements that read it,
 * by one rule in a style element of the document's head. Not on the root element: every element
 * inherits a custom property, so changing it there has the browser recompute the whole page's
 * styles (a few milliseconds on a phone, in the frame of whatever hid or showed a bar); a rule
 * that names its readers has it recompute theirs.
 */
export function setBottomBarsHeight(height: string | null): void {
  const id = 'bottom-bars-height';
  let style = document.getElementById(id);
  if (height === null) {
    style?.remove();
    return;
  }
  if (!style) {
    style = document.createElement('style');
    style.id = id;
    document.head.append(style);
  }
  const rule = `${READERS} { ${BOTTOM_BARS_HEIGHT}: ${height}; }`;
  if (style.textContent !== rule) style.textContent = rule;
}
