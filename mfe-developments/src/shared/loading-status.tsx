import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A spinner announced to screen readers; with `text`, the text shows beside it too. */
export function LoadingStatus({ label, text }: { label: string; text?: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}
    >
      <CircularProgress aria-hidden size={32} />
      {text && <Typography color="text.secondary">{text}</Typography>}
    </Box>
  );
}
