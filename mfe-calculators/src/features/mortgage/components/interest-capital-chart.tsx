import { useId } from 'react';
import { Box, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { visuallyHidden } from '@reedmere/web-kit';
import { formatPounds } from '../../../shared/format';
import type { InterestCapitalSeries } from '../lib/chart-series';

export interface InterestCapitalChartProps {
  series: InterestCapitalSeries;
}

const money = (v: number | null): string => (v === null ? '' : formatPounds(v));

/** Interest and capital paid in each year, stacked. The year-by-year table has the figures. */
export function InterestCapitalChart({ series }: InterestCapitalChartProps) {
  const theme = useTheme();
  const id = useId();
  return (
    // Named by its caption and described in words, as the balance chart is.
    <Box
      component="figure"
      sx={{ m: 0 }}
      data-testid="interest-capital-chart"
      aria-labelledby={`${id}-caption`}
      aria-describedby={`${id}-description`}
    >
      <Typography
        component="figcaption"
        id={`${id}-caption`}
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
      >
        Interest and capital paid each year
      </Typography>
      <Box component="p" id={`${id}-description`} sx={visuallyHidden}>
        {`Interest and capital paid in each of ${series.years.length} years. The figures are in the year-by-year table.`}
      </Box>
      <BarChart
        height={280}
        xAxis={[{ data: series.years, label: 'Year', scaleType: 'band' }]}
        yAxis={[{ valueFormatter: (v: number) => formatPounds(v), width: 80 }]}
        series={[
          {
            data: series.interest,
            label: 'Interest',
            stack: 'paid',
            color: theme.palette.secondary.main,
            valueFormatter: money,
          },
          {
            data: series.capital,
            label: 'Capital',
            stack: 'paid',
            color: theme.palette.primary.light,
            valueFormatter: money,
          },
        ]}
      />
    </Box>
  );
}
