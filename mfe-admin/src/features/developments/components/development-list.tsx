import { Stack } from '@mui/material';
import type { Development } from '@reedmere/contracts';
import { DevelopmentCard } from './development-card';

export interface DevelopmentListProps {
  developments: readonly Development[];
  busyId: string | null;
  onEdit: (development: Development) => void;
  onDelete: (development: Development) => void;
}

/** Newest first, as the admin most often returns to recent work. */
const newestFirst = (a: Development, b: Development) => b.createdAt.localeCompare(a.createdAt);

export function DevelopmentList({ developments, busyId, onEdit, onDelete }: DevelopmentListProps) {
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {[...developments].sort(newestFirst).map((development) => (
        <DevelopmentCard
          key={development.id}
          development={development}
          busy={busyId === development.id}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </Stack>
  );
}
