import type { Ref } from 'react';
import { Typography } from '@mui/material';

/**
 * A panel section's h2. useReturnFocus puts the focus back here when a form closes or an item
 * goes; the focus ring is left off as the heading is not a control.
 */
export function SectionHeading({
  id,
  headingRef,
  gutterBottom = false,
  children,
}: {
  id?: string;
  headingRef: Ref<HTMLHeadingElement>;
  gutterBottom?: boolean;
  children: string;
}) {
  return (
    <Typography
      id={id}
      ref={headingRef}
      variant="h5"
      component="h2"
      gutterBottom={gutterBottom}
      tabIndex={-1}
      sx={{ '&:focus': { outline: 'none' } }}
    >
      {children}
    </Typography>
  );
}
