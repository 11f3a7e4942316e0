import { developmentStatusBadge } from '@reedmere/web-kit';

/** A development's status badge, coloured by its status (`dev-status--<colour>`). */
export function StatusChip({ status }: { status: string | null | undefined }) {
  const badge = developmentStatusBadge(status);
  if (!badge.label) return null;
  return (
    <span className={`kit-chip dev-status dev-status--${badge.colour}`} data-colour={badge.colour}>
      {badge.label}
    </span>
  );
}
