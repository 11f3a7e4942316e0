import { FiguresTableHead } from '../../../shared/figures-table-head';
import { formatPence } from '../../../shared/format';
import type { MortgageYear } from '../lib/yearly-schedule';

export interface YearlyTableProps {
  years: readonly MortgageYear[];
}

/** The figures behind both charts, readable without them. */
export function YearlyTable({ years }: YearlyTableProps) {
  return (
    <div
      className="kit-table-box calc-years"
      // A scrolling box is focusable so the keyboard can scroll it, and a named region so a
      // screen reader says what the focus landed on (a plain div may not carry a name).
      tabIndex={0}
      role="region"
      aria-label="Year-by-year figures (scrolls)"
    >
      <table className="kit-table">
        <caption>Payments, interest, capital and the balance owed at the end of each year.</caption>
        <FiguresTableHead
          rowsHeading="Year"
          figureHeadings={['Paid', 'Interest', 'Capital', 'Balance at year end']}
        />
        <tbody>
          {years.map((y) => (
            <tr key={y.year}>
              <th scope="row">{y.year}</th>
              <td className="kit-table__number">{formatPence(y.paid)}</td>
              <td className="kit-table__number">{formatPence(y.interest)}</td>
              <td className="kit-table__number">{formatPence(y.capital)}</td>
              <td className="kit-table__number">{formatPence(y.closingBalance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
