import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@reedmere/router';

export interface PagerProps {
  page: number;
  hasNext: boolean;
  /** The address of a page. */
  hrefOf: (page: number) => string;
  /** A page's link is being followed in this tab. */
  onTurn: (page: number) => void;
}

/** A click the router follows in this tab (not one opening a new tab or window). */
const followedHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Previous, 'Page n', Next, as links to the pages' addresses (so they work before the page is
 * live, and can be opened in a new tab). Previous is off on page 1, Next on the last page.
 */
export function Pager({ page, hasNext, hrefOf, onTurn }: PagerProps) {
  const step = (to: number, label: string, enabled: boolean) =>
    enabled ? (
      <Button
        variant="outlined"
        component={RouterLink}
        to={hrefOf(to)}
        onClick={(event: MouseEvent) => {
          if (followedHere(event)) onTurn(to);
        }}
      >
        {label}
      </Button>
    ) : (
      <Button variant="outlined" disabled>
        {label}
      </Button>
    );
  return (
    <Stack
      component="nav"
      aria-label="Pages"
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', mt: 4 }}
    >
      {step(page - 1, 'Previous', page > 1)}
      <Typography aria-current="page">{`Page ${page}`}</Typography>
      {step(page + 1, 'Next', hasNext)}
    </Stack>
  );
}
