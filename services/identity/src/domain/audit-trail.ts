import type { AdminUser, AuditEvent, AuditEventInput } from '@reedmere/contracts';
import {
  auditEventInputSchema,
  auditEventQuerySchema,
  listPageOf,
  type AuditEventQuery,
} from '@reedmere/contracts/schemas';
import { validate, ValidationError } from '@reedmere/service-kit';
import type { AuditEventFilter } from '../data-access/audit-event-repository';
import type { Repositories } from '../data-access/repositories';
import { nextDay, ukDayStart } from './uk-days';

export interface AuditEventList {
  items: AuditEvent[];
  total: number;
}

/** The trail: records are added and read; nothing changes or removes one. */
export interface AuditTrail {
  /** Keeps what the BFF reports of a staff write; the time is this service's. */
  record(body: unknown): Promise<AuditEvent>;
  /** A page of the trail, newest first, narrowed by person, record, action and UK days. */
  list(query: unknown): Promise<AuditEventList>;
  /** A sign-in that opened a session, or one refused (`user` known or only the email tried). */
  signIn(
    outcome: 'sign-in' | 'sign-in-failed',
    who: AdminUser | string,
    address: string,
  ): Promise<void>;
}

const dayError = (field: 'from' | 'to', message: string) =>
  new ValidationError('Validation failed', [{ field, message }]);

function filterOf({ from, to, person, kind, entityId, action }: AuditEventQuery): AuditEventFilter {
  const since = from === undefined ? undefined : ukDayStart(from);
  const before = to === undefined ? undefined : ukDayStart(nextDay(to));
  if (since === null) throw dayError('from', 'from is not a date');
  if (before === null) throw dayError('to', 'to is not a date');
  if (since && before && since >= before) throw dayError('to', 'to must not be before from');
  return { person, kind, entityId, action, since, before };
}

export function createAuditTrail(repositories: Repositories, now: () => Date): AuditTrail {
  const { auditEvents } = repositories;
  return {
    record: (body) =>
      auditEvents.append(validate<AuditEventInput>(auditEventInputSchema, body), now()),

    async list(query) {
      const parsed = validate<AuditEventQuery>(auditEventQuerySchema, query);
      return auditEvents.list(filterOf(parsed), listPageOf(parsed));
    },

    async signIn(action, who, address) {
      const actor =
        typeof who === 'string'
          ? { id: null, email: who, name: null }
          : { id: who.id, email: who.email, name: who.name };
      await auditEvents.append(
        {
          actor,
          address,
          action,
          entity: { kind: 'account', id: actor.id, label: actor.email },
          changes: [],
        },
        now(),
      );
    },
  };
}
