import Chip from '@mui/material/Chip';
import { BADGE_PAINT, developmentStatusBadge } from '@reedmere/web-kit';

/** A development's status badge, coloured by its status. */
export function StatusChip({ status }: { status: string | null | undefined }) {
  const badge = developmentStatusBadge(status);
  if (!badge.label) return null;
  const paint = BADGE_PAINT[badge.colour];
  return (
    <Chip
      label={badge.label}
      size="small"
      data-colour={badge.colour}
      sx={{ bgcolor: paint.background, color: paint.text, fontWeight: 700, letterSpacing: 0.5 }}
    />
  );
}
