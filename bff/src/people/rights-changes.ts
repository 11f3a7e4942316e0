import type { AuditChange, StaffRights } from '@reedmere/contracts';

const roleOf = (rights: StaffRights | null) => rights?.role ?? null;
const divisionsOf = (rights: StaffRights | null) =>
  rights && rights.divisions.length ? [...rights.divisions].sort().join(', ') : null;

/** A person's role and divisions as the trail keeps them: short text, before and after. */
export function rightsChanges(
  before: StaffRights | null,
  after: StaffRights | null,
): AuditChange[] {
  const changes: AuditChange[] = [];
  if (roleOf(before) !== roleOf(after)) {
    changes.push({ field: 'role', before: roleOf(before), after: roleOf(after) });
  }
  if (divisionsOf(before) !== divisionsOf(after)) {
    changes.push({ field: 'divisions', before: divisionsOf(before), after: divisionsOf(after) });
  }
  return changes;
}

/** How a person or an invitation is named in the trail: 'Sam Lee (sam@example.com)'. */
export const personLabel = (person: { name: string; email: string }): string =>
  `${person.name} (${person.email})`.slice(0, 200);
