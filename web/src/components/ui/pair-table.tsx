interface PairTableProps {
  caption: string;
  /** Only for screen readers, where the text around the table already says what it holds. */
  hideCaption?: boolean;
  /** The headings of the two columns. */
  columns: readonly [string, string];
  /** Each row: its heading and its value. */
  rows: readonly (readonly [string, string])[];
  className?: string;
}

/** A two-column table: each row names a thing and gives its value. */
export function PairTable({ caption, hideCaption, columns, rows, className }: PairTableProps) {
  return (
    <table className={className}>
      <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
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
        {rows.map(([heading, value]) => (
          <tr key={heading}>
            <th scope="row">{heading}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
