import type { ReactNode } from 'react';

export interface TableColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Money and counts: right-aligned in tabular figures. */
  numeric?: boolean;
}

/** DESIGN.md: a table with a sticky header, right-aligned tabular money, and an empty state in words. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: ReactNode;
}) {
  return (
    <div className="max-h-[70vh] overflow-auto rounded-sm border border-line bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-paper">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`border-b border-line px-3 py-3 font-medium whitespace-nowrap text-muted ${column.numeric ? 'text-right' : 'text-left'}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-10 text-center text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-line last:border-b-0">
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={`px-3 py-3 align-top ${column.numeric ? 'text-right tabular-nums whitespace-nowrap' : 'text-left'}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
