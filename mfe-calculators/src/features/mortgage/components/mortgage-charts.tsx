import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@reedmere/web-kit';
import { balanceSeries, interestCapitalSeries } from '../lib/chart-series';
import type { MortgageYear } from '../lib/yearly-schedule';
import { BalanceChart } from './balance-chart';
import { InterestCapitalChart } from './interest-capital-chart';

/**
 * Both charts of the mortgage page. Loaded on their own (the charting library is most of the
 * remote's weight), so the other calculators and the figures above never wait for it. The
 * charts are drawn with MUI, the page around them is not: they bring the site's theme.
 */
export default function MortgageCharts({
  loanAmount,
  years,
}: {
  loanAmount: number;
  years: readonly MortgageYear[];
}) {
  return (
    <ThemeProvider theme={theme}>
      <div className="calc-columns calc-charts">
        <BalanceChart points={balanceSeries(loanAmount, years)} />
        <InterestCapitalChart series={interestCapitalSeries(years)} />
      </div>
    </ThemeProvider>
  );
}
