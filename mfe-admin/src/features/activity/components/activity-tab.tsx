import { useRef, useState } from 'react';
import { AUDIT_RETENTION_YEARS, type AuditEvent } from '@reedmere/contracts';
import { useAdminPage } from '../../../shared/api/use-admin-page';
import { PagedAuditEvents } from '../../../shared/audit/paged-audit-events';
import { ListState } from '../../../shared/list-state';
import { TabSection } from '../../../shared/tab-section';
import { ACTIVITY_PAGE_SIZE, activityPageUrl } from '../api/activity-api';
import { isUnfiltered, NO_FILTER, type ActivityFilter } from '../lib/activity-filter';
import { ActivityFilters } from './activity-filters';

/**
 * The audit trail for the owner and managers: every change made in the panel and every staff
 * sign-in, newest first, a page at a time, narrowed by person, kind of record, action and days.
 */
export function ActivityTab() {
  const [filter, setFilter] = useState<ActivityFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const read = useAdminPage<AuditEvent>(activityPageUrl(filter, page));
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Page 2 of the old filter may not exist under the new one.
  const filterBy = (next: ActivityFilter) => {
    setFilter(next);
    setPage(1);
  };
  // The new events start at the top: the focus goes there, not to the page's start.
  const turnTo = (next: number) => {
    setPage(next);
    headingRef.current?.focus();
  };

  return (
    <TabSection
      headingId="activity-tab-heading"
      headingRef={headingRef}
      heading="Activity"
      intro={`Every change made in the panel and every staff sign-in, newest first. Kept for ${AUDIT_RETENTION_YEARS} years.`}
    >
      <ActivityFilters filter={filter} onChange={filterBy} />
      <ListState
        read={read}
        accessText="Please log in again to see the activity."
        errorText="Failed to load the activity."
        loadingText="Loading activity..."
      >
        {(answer) => (
          <PagedAuditEvents
            answer={answer}
            page={page}
            pageSize={ACTIVITY_PAGE_SIZE}
            empty={
              isUnfiltered(filter)
                ? 'No activity recorded yet'
                : 'No activity matches these filters'
            }
            pagerLabel="Activity pages"
            onPage={turnTo}
          />
        )}
      </ListState>
    </TabSection>
  );
}
