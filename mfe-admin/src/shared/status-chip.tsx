import { Chip, type ChipProps } from '@mui/material';

/**
 * A small status chip. MUI's warning orange reads at only 3.1:1 under its white text, and at
 * 5:1 under the body text colour, so a warning chip takes the dark text.
 */
export function StatusChip({ color, ...props }: Omit<ChipProps, 'size' | 'sx'>) {
  return (
    <Chip
      size="small"
      color={color}
      sx={color === 'warning' ? { color: 'text.primary' } : undefined}
      {...props}
    />
  );
}
