export interface FiguresTableHeadProps {
  /** The heading of the first column, whose cells head their rows. */
  rowsHeading: string;
  /** The headings of the columns of figures, aligned as numbers. */
  figureHeadings: readonly string[];
}

/** The header row of a calculator's table of figures. */
export function FiguresTableHead({ rowsHeading, figureHeadings }: FiguresTableHeadProps) {
  return (
    <thead>
      <tr>
        <th scope="col">{rowsHeading}</th>
        {figureHeadings.map((heading) => (
          <th key={heading} scope="col" className="kit-table__number">
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}
