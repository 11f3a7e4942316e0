import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { visuallyHidden } from '@reedmere/web-kit';

export interface ListHeadingProps {
  id: string;
  children: ReactNode;
  variant: TypographyProps['variant'];
  component: 'h1' | 'h2';
  headingRef: Ref<HTMLHeadingElement>;
  /** Read out politely when it changes, e.g. 'Page 2' after the pager was used. */
  announcement: string;
}

/**
 * A list's heading, where focus goes when the visitor turns the page. It is focusable from script
 * only, and shows a focus ring only to keyboard users (a mouse or a finger knows where it is).
 */
export function ListHeading({
  id,
  children,
  variant,
  component,
  headingRef,
  announcement,
}: ListHeadingProps) {
  return (
    <>
      <Typography
        id={id}
        ref={headingRef}
        tabIndex={-1}
        variant={variant}
        component={component}
        gutterBottom
        sx={{ scrollMarginTop: 16, '&:focus:not(:focus-visible)': { outline: 'none' } }}
      >
        {children}
      </Typography>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}
