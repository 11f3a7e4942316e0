import type { Development, DevelopmentSummary } from '@reedmere/contracts';

/** What the counters show: projects in progress, scheduled (status planning) and completed. */
export interface ProjectCounts {
  inProgress: number;
  scheduled: number;
  completed: number;
}

/** The counts of every project, from the API's summary (a status it leaves out counts 0). */
export function summaryCounts(summary: DevelopmentSummary): ProjectCounts {
  const byStatus: Partial<DevelopmentSummary['byStatus']> = summary.byStatus;
  return {
    inProgress: byStatus.in_progress ?? 0,
    scheduled: byStatus.planning ?? 0,
    completed: byStatus.completed ?? 0,
  };
}

/** The counts of the projects given (right only when they are every project). */
export function countProjects(projects: readonly Development[]): ProjectCounts {
  const count = (status: string) => projects.filter((p) => p.status === status).length;
  return {
    inProgress: count('in_progress'),
    scheduled: count('planning'),
    completed: count('completed'),
  };
}

/** The three counters above the project cards. */
export function ProjectCounters({ counts }: { counts: ProjectCounts }) {
  const items = [
    { label: 'Projects In Progress', value: counts.inProgress },
    { label: 'Projects Scheduled', value: counts.scheduled },
    { label: 'Completed Projects', value: counts.completed },
  ];
  return (
    <dl className="dev-counters">
      {items.map((item) => (
        // The label comes first for a screen reader; the figure is shown above it.
        <div key={item.label} className="dev-counter">
          <dt className="kit-secondary">{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
