import { Button, Stack, Typography } from '@mui/material';

export interface ListPagerProps {
  /** What the navigation is called, e.g. 'Activity pages'. */
  label: string;
  page: number;
  /** Pages in all; null when the server did not say. */
  pageCount: number | null;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/**
 * Previous, 'Page n of m', Next under a paged admin list. Buttons rather than the site's links
 * to `?page=`: the panel's address names no tab, so a page there would have no list to belong to.
 */
export function ListPager({ label, page, pageCount, hasNext, onPage }: ListPagerProps) {
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
    >
      <Button variant="outlined" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <Typography aria-current="page">
        {pageCount === null ? `Page ${page}` : `Page ${page} of ${Math.max(page, pageCount)}`}
      </Typography>
      <Button variant="outlined" onClick={() => onPage(page + 1)} disabled={!hasNext}>
        Next
      </Button>
    </Stack>
  );
}
