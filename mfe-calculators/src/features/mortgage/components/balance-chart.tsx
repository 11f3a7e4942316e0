import { useId } from 'react';
import { Box, Typography, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { visuallyHidden } from '@reedmere/web-kit';
import { formatPounds } from '../../../shared/format';
import type { BalancePoint } from '../lib/chart-series';

export interface BalanceChartProps {
  points: BalancePoint[];
}

/** The balance still owed over the term. The year-by-year table carries the same figures. */
export function BalanceChart({ points }: BalanceChartProps) {
  const theme = useTheme();
  const id = useId();
  const last = points[points.length - 1];
  const description = last
    ? `The balance owed falls from ${formatPounds(points[0]!.balance)} to ${formatPounds(last.balance)} over ${last.year} ${last.year === 1 ? 'year' : 'years'}. The figures are in the year-by-year table.`
    : '';
  return (
    // The figure is named by its caption and described in words; the chart's own title and
    // description would label a container whose role (none) allows no name.
    <Box
      component="figure"
      sx={{ m: 0 }}
      data-testid="balance-chart"
      aria-labelledby={`${id}-caption`}
      aria-describedby={`${id}-description`}
    >
      <Typography
        component="figcaption"
        id={`${id}-caption`}
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
      >
        Balance over the term
      </Typography>
      <Box component="p" id={`${id}-description`} sx={visuallyHidden}>
        {description}
      </Box>
      <LineChart
        height={280}
        xAxis={[
          {
            data: points.map((p) => p.year),
            label: 'Year',
            scaleType: 'linear',
            tickMinStep: 1,
          },
        ]}
        yAxis={[{ valueFormatter: (v: number) => formatPounds(v), width: 80 }]}
        series={[
          {
            data: points.map((p) => p.balance),
            label: 'Balance owed',
            color: theme.palette.primary.light,
            showMark: false,
            area: true,
            valueFormatter: (v) => (v === null ? '' : formatPounds(v)),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
