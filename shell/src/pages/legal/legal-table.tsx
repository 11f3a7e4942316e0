import type { ReactNode } from 'react';

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
    <div
      // Scrolls sideways on a phone; focusable so keyboard users can scroll it too.
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
      className="legal-table-box"
    >
      <table className="legal-table" style={{ minWidth }}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [first, ...rest] }) => (
            <tr key={key}>
              <th scope="row">{first}</th>
              {rest.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
