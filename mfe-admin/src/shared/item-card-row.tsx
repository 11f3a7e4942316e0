import type { ReactNode } from 'react';
import { Box, Stack } from '@mui/material';

export interface ItemCardRowProps {
  /** The item's buttons; none for someone who may only read. */
  actions?: ReactNode;
  /** What the card says about the item. */
  children: ReactNode;
}

/**
 * An ItemCard's content: the item's details, taking the room there is, with its buttons beside
 * them, or below them on a phone.
 */
export function ItemCardRow({ actions, children }: ItemCardRowProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>{children}</Box>
      {actions ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
