import { Box, Link, type LinkProps } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { NEW_TAB_HINT } from './new-tab-hint';

/** Read by screen readers, takes no room on screen (the usual clip technique). */
export const visuallyHidden: SxProps<Theme> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** A link to another website: a new tab, no opener, and screen-reader users are told so. */
export function ExternalLink({ children, ...props }: Omit<LinkProps, 'target' | 'rel'>) {
  return (
    <Link {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <Box component="span" sx={visuallyHidden}>
        {` ${NEW_TAB_HINT}`}
      </Box>
    </Link>
  );
}
