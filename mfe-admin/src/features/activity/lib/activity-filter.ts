import type { AuditAction, AuditEntityKind } from '@reedmere/contracts';

/** What the admin narrowed the activity to; '' and 'all' leave a filter out. */
export interface ActivityFilter {
  /** The acting person's e-mail, whole: the server matches it exactly. */
  person: string;
  kind: 'all' | AuditEntityKind;
  action: 'all' | AuditAction;
  /** From and to these days (YYYY-MM-DD), inclusive, on the UK calendar. */
  from: string;
  to: string;
}

export const NO_FILTER: ActivityFilter = {
  person: '',
  kind: 'all',
  action: 'all',
  from: '',
  to: '',
};

/** True when nothing narrows the activity. */
export const isUnfiltered = (filter: ActivityFilter): boolean =>
  filter.person.trim() === '' &&
  filter.kind === 'all' &&
  filter.action === 'all' &&
  filter.from === '' &&
  filter.to === '';

/** The query of the activity list for `filter`, with only the filters set. */
export function activityQuery(filter: ActivityFilter): URLSearchParams {
  const query = new URLSearchParams();
  const person = filter.person.trim();
  if (person) query.set('person', person);
  if (filter.kind !== 'all') query.set('kind', filter.kind);
  if (filter.action !== 'all') query.set('action', filter.action);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  return query;
}
