import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
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
    <TableContainer component={Paper} variant="outlined">
      <Table
        size="small"
        aria-labelledby="band-breakdown-title"
        // Narrow cells on a phone, so all four columns fit without scrolling.
        sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Band
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Rate
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Taxable amount
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Tax
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bands.map((band) => (
            <TableRow key={band.from} sx={band.taxable === 0 ? { color: 'text.secondary' } : {}}>
              <TableCell component="th" scope="row">
                {bandLabel(band)}
              </TableCell>
              <TableCell align="right">{band.ratePercent}%</TableCell>
              <TableCell align="right">{formatPounds(band.taxable)}</TableCell>
              <TableCell align="right">{formatPence(band.tax)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
