import type { ChipProps } from '@mui/material';
import { Stack, Typography } from '@mui/material';
import { StatusChip } from './status-chip';

export interface ItemTitleProps {
  title: string;
  /** Where the item stands, as the chip beside the title says it. */
  status: string;
  color: ChipProps['color'];
}

/** An item's name as its heading, with where it stands in a small chip beside it. */
export function ItemTitle({ title, status, color }: ItemTitleProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <StatusChip label={status} color={color} />
    </Stack>
  );
}
