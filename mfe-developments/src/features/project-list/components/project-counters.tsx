import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
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
    <Grid container spacing={{ xs: 1, sm: 2 }} component="dl" sx={{ m: 0, mb: 4 }}>
      {items.map((item) => (
        <Grid
          key={item.label}
          size={4}
          sx={{
            p: { xs: 1.5, sm: 3 },
            textAlign: 'center',
            display: 'flex',
            flexDirection: 'column-reverse',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <Typography
            component="dt"
            color="text.secondary"
            sx={{ fontSize: { xs: '0.8rem', sm: '1rem' } }}
          >
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="h3"
            sx={{
              m: 0,
              color: 'secondary.dark',
              fontWeight: 700,
              fontSize: { xs: '2rem', sm: '3rem' },
            }}
          >
            {item.value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
