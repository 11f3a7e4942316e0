import type { Request } from 'express';
import type { AuditAction, AuditActor, AuditChange, AuditEntity } from '@reedmere/contracts';
import type { Logger, ServiceClient } from '@reedmere/service-kit';
import { adminOf } from '../auth/require-admin';
import { requestIdOf } from '../service-call';

/** What a staff write did, as the trail keeps it. */
export interface AuditReport {
  /** Who acted, when not the signed-in person (someone joining through an invitation). */
  actor?: AuditActor;
  action: AuditAction;
  entity: AuditEntity;
  changes?: AuditChange[];
}

/** Adds a staff write to the trail, by default as the signed-in person, from the request's address. */
export type AuditRecorder = (req: Request, report: AuditReport) => Promise<void>;

/**
 * Records in identity's trail after the write has been made. A trail that cannot be written
 * does not undo or refuse a write already done: it is logged as an error for the operators.
 */
export function auditRecorder(identity: ServiceClient, logger: Logger): AuditRecorder {
  return async (req, { actor, action, entity, changes = [] }) => {
    const { id, email, name } = actor ?? adminOf(req);
    const body = { actor: { id, email, name }, address: req.ip ?? '', action, entity, changes };
    const failed = (reason: string) =>
      logger.error('audit event not kept', { reason, action, kind: entity.kind, id: entity.id });
    try {
      const answer = await identity.request('POST', '/audit-events', {
        body,
        requestId: requestIdOf(req),
      });
      if (answer.status !== 201) failed(`identity answered ${answer.status}`);
    } catch (error) {
      failed(error instanceof Error ? error.message : String(error));
    }
  };
}

/** The title a record is known by in the trail: a listing's or article's title, a page's path. */
export function labelOf(record: Record<string, unknown> | null | undefined): string | null {
  for (const key of ['title', 'name', 'pagePath']) {
    const value = record?.[key];
    if (typeof value === 'string' && value) return value.slice(0, 200);
  }
  return null;
}
