import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface UploadProgressProps {
  progress: { batch: number; batches: number } | null;
  /** What is happening, e.g. 'Compressing images' or 'Uploading images'. */
  label: string;
}

/** A determinate bar per batch; the text is what screen readers announce. */
export function UploadProgress({ progress, label }: UploadProgressProps) {
  const textId = useId();
  if (!progress) return null;
  const { batch, batches } = progress;
  const text = `${label}: batch ${batch} of ${batches}`;
  return (
    <Box sx={{ my: 1 }}>
      <Typography id={textId} variant="body2" role="status" aria-live="polite">
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={batches > 0 ? (batch / batches) * 100 : 0}
        aria-labelledby={textId}
      />
    </Box>
  );
}
