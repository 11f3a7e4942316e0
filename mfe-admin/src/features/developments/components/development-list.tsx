import type { Development } from '@reedmere/contracts';
import { ItemList, type ItemActions } from '../../../shared/item-list';
import { DevelopmentCard } from './development-card';

export interface DevelopmentListProps extends ItemActions<Development> {
  developments: readonly Development[];
}

/** Newest first, as the admin most often returns to recent work. */
const newestFirst = (a: Development, b: Development) => b.createdAt.localeCompare(a.createdAt);

export function DevelopmentList({
  developments,
  busyId,
  onEdit,
  onDelete,
  readOnly,
}: DevelopmentListProps) {
  return (
    <ItemList>
      {[...developments].sort(newestFirst).map((development) => (
        <DevelopmentCard
          key={development.id}
          development={development}
          busy={busyId === development.id}
          onEdit={onEdit}
          onDelete={onDelete}
          readOnly={readOnly}
        />
      ))}
    </ItemList>
  );
}
