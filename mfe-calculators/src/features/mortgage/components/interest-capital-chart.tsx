import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatPounds } from '../../../shared/format';
import type { InterestCapitalSeries } from '../lib/chart-series';
import { ChartFigure } from './chart-figure';

export interface InterestCapitalChartProps {
  series: InterestCapitalSeries;
}

const money = (v: number | null): string => (v === null ? '' : formatPounds(v));

/** Interest and capital paid in each year, stacked. The year-by-year table has the figures. */
export function InterestCapitalChart({ series }: InterestCapitalChartProps) {
  const theme = useTheme();
  return (
    <ChartFigure
      testId="interest-capital-chart"
      caption="Interest and capital paid each year"
      description={`Interest and capital paid in each of ${series.years.length} years. The figures are in the year-by-year table.`}
    >
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
    </ChartFigure>
  );
}
