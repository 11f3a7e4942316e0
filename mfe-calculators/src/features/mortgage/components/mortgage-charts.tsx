import { Grid } from '@mui/material';
import { balanceSeries, interestCapitalSeries } from '../lib/chart-series';
import type { MortgageYear } from '../lib/yearly-schedule';
import { BalanceChart } from './balance-chart';
import { InterestCapitalChart } from './interest-capital-chart';

/**
 * Both charts of the mortgage page. Loaded on its own (the charting library is most of the
 * remote's weight), so the other calculators and the figures above never wait for it.
 */
export default function MortgageCharts({
  loanAmount,
  years,
}: {
  loanAmount: number;
  years: readonly MortgageYear[];
}) {
  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 6 }}>
        <BalanceChart points={balanceSeries(loanAmount, years)} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <InterestCapitalChart series={interestCapitalSeries(years)} />
      </Grid>
    </Grid>
  );
}
