import { useRef, useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { createSvgIcon } from '@mui/material/utils';
import type { AuditEvent } from '@reedmere/contracts';
import { useAdminPage } from '../../../shared/api/use-admin-page';
import { PagedAuditEvents } from '../../../shared/audit/paged-audit-events';
import { ListState } from '../../../shared/list-state';
import { HISTORY_PAGE_SIZE, propertyHistoryUrl } from '../api/properties-api';

const ExpandMoreIcon = createSvgIcon(
  <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />,
  'ExpandMore',
);

/** The listing's events, a page at a time; `onTurn` is told when the page changes. */
function HistoryEvents({ propertyId, onTurn }: { propertyId: string; onTurn: () => void }) {
  const [page, setPage] = useState(1);
  const read = useAdminPage<AuditEvent>(propertyHistoryUrl(propertyId, page));
  return (
    <ListState
      read={read}
      accessTitle={null}
      accessText="Please log in again to see the history."
      errorText="Failed to load the history."
      loadingText="Loading the history..."
    >
      {(answer) => (
        <PagedAuditEvents
          answer={answer}
          page={page}
          pageSize={HISTORY_PAGE_SIZE}
          empty="No changes recorded yet"
          pagerLabel="History pages"
          headingLevel="h5"
          onPage={(next) => {
            setPage(next);
            onTurn();
          }}
        />
      )}
    </ListState>
  );
}

/**
 * Who changed the listing, when and how, from the audit trail. Closed at first and its content
 * unmounted while closed, so the history is read only when the admin opens it.
 */
export function PropertyHistory({ propertyId }: { propertyId: string }) {
  const [open, setOpen] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={open}
      onChange={(_event, expanded) => setOpen(expanded)}
      slotProps={{ heading: { component: 'h4' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        ref={summaryRef}
        expandIcon={<ExpandMoreIcon />}
        id="property-history-summary"
        aria-controls="property-history-content"
      >
        <Typography sx={{ fontWeight: 600 }}>History</Typography>
      </AccordionSummary>
      <AccordionDetails>
        {/* A new page starts at the top: the focus goes back to the section's own control. */}
        <HistoryEvents propertyId={propertyId} onTurn={() => summaryRef.current?.focus()} />
      </AccordionDetails>
    </Accordion>
  );
}
