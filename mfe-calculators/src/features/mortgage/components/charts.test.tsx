import { render, screen } from '@testing-library/react';
import { MORTGAGE_DEFAULTS } from '../../../shared/mortgage';
import { balanceSeries, interestCapitalSeries } from '../lib/chart-series';
import { yearlySchedule } from '../lib/yearly-schedule';
import { BalanceChart } from './balance-chart';
import { InterestCapitalChart } from './interest-capital-chart';

const years = yearlySchedule(MORTGAGE_DEFAULTS);

/** Names are allowed only on elements whose role takes one: never on role="none". */
function namedWithoutRole(container: HTMLElement): Element[] {
  return [...container.querySelectorAll('[aria-label], [aria-labelledby]')].filter((element) => {
    const role = element.getAttribute('role');
    return role === 'none' || role === 'presentation' || (!role && element.tagName === 'DIV');
  });
}

describe('mortgage charts', () => {
  it('names the balance chart by its caption and describes it in words', () => {
    const { container } = render(<BalanceChart points={balanceSeries(240000, years)} />);
    const chart = screen.getByRole('figure', { name: 'Balance over the term' });
    expect(chart).toHaveAccessibleDescription(
      'The balance owed falls from £240,000 to £0 over 25 years. The figures are in the year-by-year table.',
    );
    expect(namedWithoutRole(container)).toEqual([]);
  });

  it('names the interest and capital chart by its caption and describes it in words', () => {
    const { container } = render(<InterestCapitalChart series={interestCapitalSeries(years)} />);
    const chart = screen.getByRole('figure', { name: 'Interest and capital paid each year' });
    expect(chart).toHaveAccessibleDescription(/each of 25 years/);
    expect(namedWithoutRole(container)).toEqual([]);
  });
});
