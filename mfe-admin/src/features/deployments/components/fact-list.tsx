import { Fragment, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A term and what it says, e.g. ['Share', '10 % of visitors']. */
export type Fact = readonly [term: string, detail: ReactNode];

/**
 * Facts as a description list, terms beside their details; long versions and URLs wrap anywhere,
 * so a phone never scrolls sideways.
 */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 1.5,
        rowGap: { xs: 0, sm: 0.5 },
        m: 0,
        '& dt': { color: 'text.secondary', mt: { xs: 0.75, sm: 0 } },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {facts.map(([term, detail]) => (
        <Fragment key={term}>
          <Typography component="dt" variant="body2">
            {term}
          </Typography>
          <Typography component="dd" variant="body2">
            {detail}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
