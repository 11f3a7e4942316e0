import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/**
 * What a page or section shows while its code or data loads: a spinner screen readers hear as
 * `label`, and `text` beside it when sighted visitors should read it too.
 */
export function LoadingStatus({ label, text }: { label: string; text?: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}
    >
      <CircularProgress color="secondary" size={32} aria-hidden />
      {text && <Typography color="text.secondary">{text}</Typography>}
    </Box>
  );
}
