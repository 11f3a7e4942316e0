import type { RollbackRequest } from '@reedmere/contracts';

/** The body of a rollback of the canary at `canaryUrl`: the reason typed, trimmed, or none. */
export function rollbackRequest(canaryUrl: string, reason: string): RollbackRequest {
  const trimmed = reason.trim();
  return trimmed === '' ? { canaryUrl } : { canaryUrl, reason: trimmed };
}
