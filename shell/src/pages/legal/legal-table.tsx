import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';

export interface LegalTableProps {
  /** Id of the caption, which also names the scrolling region. */
  captionId: string;
  caption: string;
  columns: readonly string[];
  /** One entry per row; the first cell is the row's header. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  /** Below this width the table scrolls sideways rather than squashing its text. */
  minWidth: number;
}

/** A captioned data table of the legal pages. */
export function LegalTable({ captionId, caption, columns, rows, minWidth }: LegalTableProps) {
  return (
    <TableContainer
      // Scrolls sideways on a phone; focusable so keyboard users can scroll it too.
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
      sx={{ my: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" sx={{ minWidth }}>
        <Typography
          component="caption"
          id={captionId}
          sx={{ captionSide: 'top', textAlign: 'left', fontWeight: 700, p: 1.5 }}
        >
          {caption}
        </Typography>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} scope="col">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ key, cells: [first, ...rest] }) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row">
                {first}
              </TableCell>
              {rest.map((cell, index) => (
                <TableCell key={index}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
