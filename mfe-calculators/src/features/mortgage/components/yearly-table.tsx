import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Paper,
} from '@mui/material';
import { formatPence } from '../../../shared/format';
import type { MortgageYear } from '../lib/yearly-schedule';

export interface YearlyTableProps {
  years: readonly MortgageYear[];
}

/** The figures behind both charts, readable without them. */
export function YearlyTable({ years }: YearlyTableProps) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ maxHeight: 480 }}
      // A scrolling box is focusable so the keyboard can scroll it, and a named region so a
      // screen reader says what the focus landed on (a plain div may not carry a name).
      tabIndex={0}
      role="region"
      aria-label="Year-by-year figures (scrolls)"
    >
      <Table size="small" stickyHeader sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
        <caption>Payments, interest, capital and the balance owed at the end of each year.</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Year
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Paid
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Interest
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Capital
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Balance at year end
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {years.map((y) => (
            <TableRow key={y.year}>
              <TableCell component="th" scope="row">
                {y.year}
              </TableCell>
              <TableCell align="right">{formatPence(y.paid)}</TableCell>
              <TableCell align="right">{formatPence(y.interest)}</TableCell>
              <TableCell align="right">{formatPence(y.capital)}</TableCell>
              <TableCell align="right">{formatPence(y.closingBalance)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
