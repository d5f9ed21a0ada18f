export interface ResultTableRow {
  key: string;
  cells: readonly string[];
  /** The row the answer was read from, marked for the eye and for screen readers. */
  current?: boolean;
}

/**
 * A small table of a result (loads, appliances, zones, a ПУЭ column). The first cell of a row heads
 * it; a table wider than the screen scrolls sideways in a focusable region.
 */
export function ResultTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly ResultTableRow[] }) {
  return (
    // A table wider than a phone scrolls sideways; the keyboard reaches it (as SafeHtml's tables do).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll calc-table-scroll" role="region" tabIndex={0} aria-label={caption}>
      <table className="calc-table">
        <caption className="calc-table__caption">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.current ? 'calc-table__current' : undefined} aria-current={row.current || undefined}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
