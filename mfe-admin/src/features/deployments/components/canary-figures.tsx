import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  errorRate,
  rateText,
  type CanaryFigures as Figures,
  type VersionFigures,
} from '@reedmere/contracts';

const COUNT = new Intl.NumberFormat('en-GB');

/**
 * The canary's page views and errors beside the stable build's, since the canary started, as the
 * health check weighs them; none yet until visitors' browsers have reported.
 */
export function CanaryFigures({ figures, label }: { figures?: Figures; label: string }) {
  if (!figures) return <Typography variant="body2">No reports counted yet</Typography>;
  const row = (build: string, counted: VersionFigures) => (
    <TableRow>
      <TableCell component="th" scope="row">
        {build}
      </TableCell>
      <TableCell align="right">{COUNT.format(counted.views)}</TableCell>
      <TableCell align="right">{COUNT.format(counted.errors)}</TableCell>
      <TableCell align="right">{rateText(errorRate(counted))}</TableCell>
    </TableRow>
  );
  return (
    // Narrow enough for a phone; should it not be, it scrolls inside its box, not the page.
    <Box sx={{ overflowX: 'auto', maxWidth: 480 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Build</TableCell>
            <TableCell align="right">Views</TableCell>
            <TableCell align="right">Errors</TableCell>
            <TableCell align="right">Error rate</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {row('Canary', figures.canary)}
          {row('Stable', figures.stable)}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Error rate: errors per page view, since the canary started.
      </Typography>
    </Box>
  );
}
