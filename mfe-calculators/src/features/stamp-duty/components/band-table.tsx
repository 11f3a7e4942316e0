import { FiguresTableHead } from '../../../shared/figures-table-head';
import { formatPence, formatPounds } from '../../../shared/format';
import type { BandLine } from '../lib/stamp-duty';

export interface BandTableProps {
  bands: readonly BandLine[];
}

const bandLabel = (band: BandLine): string =>
  band.to === null
    ? `Above ${formatPounds(band.from)}`
    : `${formatPounds(band.from)} to ${formatPounds(band.to)}`;

/** The tax band by band: the rate, the part of the price taxed at it and the tax on that part. */
export function BandTable({ bands }: BandTableProps) {
  return (
    <div className="kit-table-box">
      <table className="kit-table" aria-labelledby="band-breakdown-title">
        <FiguresTableHead rowsHeading="Band" figureHeadings={['Rate', 'Taxable amount', 'Tax']} />
        <tbody>
          {bands.map((band) => (
            <tr
              key={band.from}
              className={band.taxable === 0 ? 'calc-table-row--untaxed' : undefined}
            >
              <th scope="row">{bandLabel(band)}</th>
              <td className="kit-table__number">{band.ratePercent}%</td>
              <td className="kit-table__number">{formatPounds(band.taxable)}</td>
              <td className="kit-table__number">{formatPence(band.tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
