import type { Request } from 'express';
import { formatUkDateTime, type AuditEntityKind, type AuditEvent } from '@reedmere/contracts';
import { HttpError } from '@reedmere/service-kit';
import type { Services } from '../services';
import { readAuditEvents } from './activity';

/** A stored record's version as an entity tag: its `updatedAt`, quoted. */
const versionTag = (record: Record<string, unknown>): string | null =>
  typeof record.updatedAt === 'string' ? `"${record.updatedAt}"` : null;

/** Who saved the record last, and when, from the audit trail; null when it cannot say. */
async function lastSave(
  services: Services,
  req: Request,
  kind: AuditEntityKind,
): Promise<AuditEvent | null> {
  try {
    const answer = await readAuditEvents(services, req, {
      kind,
      entityId: String(req.params.id),
      action: 'update',
      limit: 1,
    });
    return answer.body[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * A replacement that names the version it was made from (`If-Match`, as the admin sends the
 * record's `updatedAt` it opened) is refused when the stored record has moved on: someone saved
 * in between, and their changes would be silently overwritten. The refusal names who and when.
 */
export async function refuseIfSavedInBetween(
  services: Services,
  req: Request,
  stored: Record<string, unknown>,
  record: { kind: AuditEntityKind; noun: string },
): Promise<void> {
  const opened = req.get('if-match');
  if (opened === undefined || opened === '*' || opened === versionTag(stored)) return;
  const save = await lastSave(services, req, record.kind);
  const who = save ? (save.actor.name ?? save.actor.email) : 'Someone else';
  const when = typeof stored.updatedAt === 'string' ? formatUkDateTime(stored.updatedAt) : '';
  // 412: the precondition the request named (If-Match) no longer holds.
  throw new HttpError(
    412,
    `${who} saved this ${record.noun}${when ? ` at ${when}` : ''}, after you opened it, so your ` +
      `changes were not saved. Keep a copy of them, open the ${record.noun} again to see what ` +
      'changed, then make yours.',
  );
}
