import type { RollbackRequest } from '@reedmere/contracts';

/** The body of a rollback: the reason typed, trimmed, or none when nothing was. */
export function rollbackRequest(reason: string): RollbackRequest {
  const trimmed = reason.trim();
  return trimmed === '' ? {} : { reason: trimmed };
}
