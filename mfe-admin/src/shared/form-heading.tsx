import { useEffect, useRef } from 'react';
import { Typography } from '@mui/material';

/**
 * An add/edit form's heading. Opening the form (or switching it to another item) moves the focus
 * here, so keyboard and screen reader users land on the form; the focus ring is left off as the
 * heading is not a control.
 */
export function FormHeading({
  id,
  level = 'h3',
  children,
}: {
  id?: string;
  /** h3 under a panel tab's own h2; h2 on a page of its own. */
  level?: 'h2' | 'h3';
  children: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [children]);
  return (
    <Typography
      id={id}
      ref={ref}
      tabIndex={-1}
      variant="h5"
      component={level}
      gutterBottom
      sx={{ '&:focus': { outline: 'none' } }}
    >
      {children}
    </Typography>
  );
}
