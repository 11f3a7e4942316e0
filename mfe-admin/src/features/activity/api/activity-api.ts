import { activityQuery, type ActivityFilter } from '../lib/activity-filter';

/** The audit trail of every person's changes and sign-ins, newest first. */
export const ACTIVITY_URL = '/api/admin/activity';

/** Events on a page of the activity. */
export const ACTIVITY_PAGE_SIZE = 20;

/** Page `page` of the activity that `filter` lets through. */
export function activityPageUrl(filter: ActivityFilter, page: number): string {
  const query = activityQuery(filter);
  query.set('page', String(page));
  query.set('limit', String(ACTIVITY_PAGE_SIZE));
  return `${ACTIVITY_URL}?${query.toString()}`;
}
