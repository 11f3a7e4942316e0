import { useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatPounds } from '../../../shared/format';
import type { BalancePoint } from '../lib/chart-series';
import { ChartFigure } from './chart-figure';

export interface BalanceChartProps {
  points: BalancePoint[];
}

/** The balance still owed over the term. The year-by-year table carries the same figures. */
export function BalanceChart({ points }: BalanceChartProps) {
  const theme = useTheme();
  const last = points[points.length - 1];
  const description = last
    ? `The balance owed falls from ${formatPounds(points[0]!.balance)} to ${formatPounds(last.balance)} over ${last.year} ${last.year === 1 ? 'year' : 'years'}. The figures are in the year-by-year table.`
    : '';
  return (
    <ChartFigure testId="balance-chart" caption="Balance over the term" description={description}>
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
    </ChartFigure>
  );
}
