import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@reedmere/web-kit';

export interface ChartFigureProps {
  testId: string;
  caption: string;
  /** The chart in words, for those who cannot see it. */
  description: string;
  children: ReactNode;
}

/**
 * A chart as a figure named by its caption and described in words; the chart's own title and
 * description would label a container whose role (none) allows no name.
 */
export function ChartFigure({ testId, caption, description, children }: ChartFigureProps) {
  const id = useId();
  return (
    <Box
      component="figure"
      sx={{ m: 0 }}
      data-testid={testId}
      aria-labelledby={`${id}-caption`}
      aria-describedby={`${id}-description`}
    >
      <Typography
        component="figcaption"
        id={`${id}-caption`}
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
      >
        {caption}
      </Typography>
      <Box component="p" id={`${id}-description`} sx={visuallyHidden}>
        {description}
      </Box>
      {children}
    </Box>
  );
}
