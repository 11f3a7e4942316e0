import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { Placement } from './field-kinds';

/** Spans both columns of a FieldGrid. */
export const WIDE = { gridColumn: '1 / -1' } as const;

/** Where a field stands in a FieldGrid; undefined for the next free half row. */
export const placementSx = (placement: Placement) => {
  if (placement.wide) return WIDE;
  return placement.startsRow ? { gridColumnStart: 1 } : undefined;
};

/** A form's fields two to a row from small screens up, one to a row below. */
export function FieldGrid({ rowGap = 2, children }: { rowGap?: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        rowGap,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
