import { Stack, Typography } from '@mui/material';
import type { AuditEvent } from '@reedmere/contracts';
import type { ListAnswer } from '@reedmere/web-kit';
import { adminPageView } from '../api/use-admin-page';
import { ListPager } from '../list-pager';
import { AuditEventList, type AuditEventListProps } from './audit-event-list';

export interface PagedAuditEventsProps {
  answer: ListAnswer<AuditEvent>;
  page: number;
  pageSize: number;
  /** What an empty page says. */
  empty: string;
  /** The pager's name for screen readers: 'Activity pages'. */
  pagerLabel: string;
  onPage: (page: number) => void;
  headingLevel?: AuditEventListProps['headingLevel'];
}

/** One page of the audit trail's events, or what says there are none, and the pager. */
export function PagedAuditEvents({
  answer,
  page,
  pageSize,
  empty,
  pagerLabel,
  onPage,
  headingLevel,
}: PagedAuditEventsProps) {
  const view = adminPageView(answer, page, pageSize);
  return (
    <Stack spacing={2}>
      {view.items.length === 0 ? (
        <Typography>{empty}</Typography>
      ) : (
        <AuditEventList events={view.items} headingLevel={headingLevel} />
      )}
      {page > 1 || view.hasNext ? (
        <ListPager
          label={pagerLabel}
          page={page}
          pageCount={view.pageCount}
          hasNext={view.hasNext}
          onPage={onPage}
        />
      ) : null}
    </Stack>
  );
}
