import type { Development } from '@reedmere/contracts';
import { formatDate } from '../../../shared/format-date';
import { StatusChip } from '../../../shared/status-chip';

/** The Project Details panel: location, start and completion dates, status. */
export function ProjectDetails({ development }: { development: Development }) {
  const rows = [
    { term: 'Location', value: development.location || 'Location TBC' },
    { term: 'Start Date', value: formatDate(development.startDate) },
    { term: 'Completion Date', value: formatDate(development.endDate) },
  ];
  return (
    <section className="dev-facts" aria-labelledby="project-details-title">
      <h2 id="project-details-title" className="kit-heading-5">
        Project Details
      </h2>
      <dl>
        {rows.map((row) => (
          <div key={row.term} className="dev-facts__row">
            <dt className="kit-secondary">{row.term}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className="dev-facts__row">
          <dt className="kit-secondary">Status</dt>
          <dd className="dev-facts__badge">
            <StatusChip status={development.status} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
