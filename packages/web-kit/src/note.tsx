import type { HTMLAttributes } from 'react';

export type NoteSeverity = 'info' | 'success' | 'warning' | 'error';

export interface NoteProps extends HTMLAttributes<HTMLDivElement> {
  severity: NoteSeverity;
}

/**
 * A boxed remark in the colours of its severity (`kit-note`), plain markup. The role is the
 * caller's: `note` for a remark, `alert` or `status` for news that must be announced.
 */
export function Note({ severity, className, ...rest }: NoteProps) {
  const classes = `kit-note kit-note--${severity}`;
  return <div {...rest} className={className ? `${classes} ${className}` : classes} />;
}
