import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ListingSourceUnavailable } from '@reedmere/contracts';

/** The listing source is unavailable: its message, its suggestion and a way to ask again. */
export function StreetStatusPanel({
  status,
  onRefresh,
}: {
  status: ListingSourceUnavailable;
  onRefresh: () => void;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby="street-status-title"
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, textAlign: 'center', borderColor: 'warning.main' }}
    >
      <Typography id="street-status-title" variant="h5" component="h2" gutterBottom>
        Street API Status
      </Typography>
      <Typography>{status.message}</Typography>
      {status.suggestion && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {status.suggestion}
        </Typography>
      )}
      <Button variant="contained" onClick={onRefresh} sx={{ mt: 3 }}>
        Refresh
      </Button>
    </Paper>
  );
}
