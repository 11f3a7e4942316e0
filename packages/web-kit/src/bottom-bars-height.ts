/**
 * The height of the bars fixed along the bottom of the window (the cookie banner, a phone's call
 * bar), kept as a custom property on the root element: other fixed things, such as the toasts,
 * sit above the bars instead of on top of their buttons.
 */
export const BOTTOM_BARS_HEIGHT = '--bottom-bars-height';
