import { Box, CircularProgress } from '@mui/material';

/** What a section shows while its code or data loads; `label` is what screen readers hear. */
export function SectionSpinner({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 8 }}
    >
      <CircularProgress color="secondary" aria-hidden />
    </Box>
  );
}
