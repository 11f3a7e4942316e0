import type { ChipProps } from '@mui/material';
import { Stack, Typography } from '@mui/material';
import { StatusChip } from './status-chip';

export interface ItemTitleProps {
  title: string;
  /** Where the item stands, as the chip beside the title says it; no chip when not given. */
  status?: string;
  color?: ChipProps['color'];
  /** h3 under a tab's h2; h4 in a list under a section's own h3. */
  level?: 'h3' | 'h4';
}

/** An item's name as its heading, with where it stands in a small chip beside it. */
export function ItemTitle({ title, status, color, level = 'h3' }: ItemTitleProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component={level} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {status === undefined ? null : <StatusChip label={status} color={color} />}
    </Stack>
  );
}
