import type { CSSProperties } from 'react';

/**
 * The text and background of each kind of toast. Text needs 4.5:1 against its background
 * (WCAG 1.4.3); the colour library's own greens, reds and blues on their tints fall short.
 */
export const TOAST_COLOURS = {
  success: { text: '#006b2b', background: '#ecfdf3' },
  info: { text: '#0a58a8', background: '#f0f8ff' },
  warning: { text: '#8a4400', background: '#fffcf0' },
  error: { text: '#b3000c', background: '#fff0f0' },
} as const;

export type ToastKind = keyof typeof TOAST_COLOURS;

/** The colours as the toast library reads them: `--<kind>-text` and `--<kind>-bg`. */
export function toastColourProperties(): CSSProperties {
  const properties: Record<string, string> = {};
  for (const [kind, { text, background }] of Object.entries(TOAST_COLOURS)) {
    properties[`--${kind}-text`] = text;
    properties[`--${kind}-bg`] = background;
  }
  return properties as CSSProperties;
}
