// Sizes for fingers: plain values, usable without the styling library.

/** Styles for fingers rather than a mouse: phones and tablets. */
export const ON_TOUCH = '@media (pointer: coarse)';

/**
 * The smallest control a finger hits reliably is 44 x 44 px (WCAG 2.5.5); a mouse needs less,
 * so the desktop keeps its compact controls.
 */
export const TOUCH_TARGET_PX = 44;

/** For a link or control outside MUI's buttons: at least a finger's height on touch screens. */
export const touchTarget = {
  [ON_TOUCH]: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: TOUCH_TARGET_PX,
    minWidth: TOUCH_TARGET_PX,
  },
} as const;
