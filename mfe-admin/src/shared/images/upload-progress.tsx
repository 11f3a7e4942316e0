import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface UploadProgressProps {
  progress: { batch: number; batches: number } | null;
  /** What is happening, e.g. 'Compressing images' or 'Uploading images'. */
  label: string;
}

/**
 * A determinate bar over the batches: it fills as each batch finishes. The text is what screen
 * readers announce; its live region stays in the page while idle, so the first batch is heard.
 */
export function UploadProgress({ progress, label }: UploadProgressProps) {
  const textId = useId();
  const text = progress ? `${label}: batch ${progress.batch} of ${progress.batches}` : '';
  const done = progress && progress.batches > 0 ? (progress.batch - 1) / progress.batches : 0;
  return (
    <Box sx={progress ? { my: 1 } : undefined}>
      <Typography id={textId} variant="body2" role="status" aria-live="polite">
        {text}
      </Typography>
      {progress && (
        <LinearProgress
          variant="determinate"
          value={done * 100}
          aria-labelledby={textId}
          aria-valuetext={text}
        />
      )}
    </Box>
  );
}
