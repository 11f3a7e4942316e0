import { render, screen } from '@testing-library/react';
import { MORTGAGE_DEFAULTS } from '../../../shared/mortgage';
import { balanceSeries, interestCapitalSeries } from '../lib/chart-series';
import { yearlySchedule } from '../lib/yearly-schedule';
import { BalanceChart } from './balance-chart';
import { InterestCapitalChart } from './interest-capital-chart';

function describedBy(element: HTMLElement): string {
  const id = element.getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent ?? '';
}

const years = yearlySchedule(MORTGAGE_DEFAULTS);

describe('mortgage charts', () => {
  it('labels and describes the balance chart', () => {
    render(<BalanceChart points={balanceSeries(240000, years)} />);
    const chart = screen.getByLabelText('Balance over the term', { selector: 'div' });
    expect(describedBy(chart)).toBe(
      'The balance owed falls from £240,000 to £0 over 25 years. The figures are in the year-by-year table.',
    );
  });

  it('labels and describes the interest and capital chart', () => {
    render(<InterestCapitalChart series={interestCapitalSeries(years)} />);
    const chart = screen.getByLabelText('Interest and capital paid each year', {
      selector: 'div',
    });
    expect(describedBy(chart)).toContain('each of 25 years');
  });
});
