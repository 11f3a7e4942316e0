import type { Connection, QueryFilter } from 'mongoose';
import type {
  AuditAction,
  AuditEntityKind,
  AuditEvent,
  AuditEventInput,
} from '@reedmere/contracts';
import type { ListPage } from '@reedmere/contracts/schemas';
import { auditEventModel, type AuditEventRecord } from './audit-event-model';

/** What a list of the trail is narrowed to; every part optional. */
export interface AuditEventFilter {
  person?: string;
  kind?: AuditEntityKind;
  entityId?: string;
  action?: AuditAction;
  /** From this moment, inclusive. */
  since?: Date;
  /** Before this moment. */
  before?: Date;
}

const toEvent = ({ _id, at, actor, address, action, entity, changes }: AuditEventRecord) => ({
  id: String(_id),
  at: at.toISOString(),
  actor: { id: actor.id ?? null, email: actor.email, name: actor.name ?? null },
  address,
  action,
  entity: { kind: entity.kind, id: entity.id ?? null, label: entity.label ?? null },
  changes,
});

function queryOf(filter: AuditEventFilter): QueryFilter<AuditEventRecord> {
  const query: QueryFilter<AuditEventRecord> = {};
  if (filter.person !== undefined) query['actor.email'] = filter.person;
  if (filter.kind !== undefined) query['entity.kind'] = filter.kind;
  if (filter.entityId !== undefined) query['entity.id'] = filter.entityId;
  if (filter.action !== undefined) query.action = filter.action;
  if (filter.since || filter.before) {
    query.at = {
      ...(filter.since && { $gte: filter.since }),
      ...(filter.before && { $lt: filter.before }),
    };
  }
  return query;
}

/** The trail's records: added and read, never changed or removed (the TTL index ages them out). */
export function createAuditEventRepository(connection: Connection) {
  const model = auditEventModel(connection);
  return {
    model,

    async append(input: AuditEventInput, at: Date): Promise<AuditEvent> {
      const created = await model.create({ ...input, at });
      return toEvent(created.toObject());
    },

    async list(
      filter: AuditEventFilter,
      { skip, limit }: ListPage,
    ): Promise<{ items: AuditEvent[]; total: number }> {
      const query = queryOf(filter);
      const [records, total] = await Promise.all([
        model.find(query).sort({ at: -1, _id: -1 }).skip(skip).limit(limit).lean(),
        model.countDocuments(query),
      ]);
      return { items: records.map(toEvent), total };
    },
  };
}

export type AuditEventRepository = ReturnType<typeof createAuditEventRepository>;
