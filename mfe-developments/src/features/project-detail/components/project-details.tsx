import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
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
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="project-details-title"
      sx={{ p: 3 }}
    >
      <Typography id="project-details-title" variant="h5" component="h2" gutterBottom>
        Project Details
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map((row) => (
          <Box key={row.term} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {row.value}
            </Typography>
          </Box>
        ))}
        <Box sx={{ py: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            Status
          </Typography>
          <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
            <StatusChip status={development.status} />
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
