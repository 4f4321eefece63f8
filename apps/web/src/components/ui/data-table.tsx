import {
  type ColumnDef,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { type RowAction, RowActionsMenu } from './row-actions-menu.tsx';
import { TablePager, type TablePaging } from './table-pager.tsx';

export type { RowAction, TablePaging };

export interface TableColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Money and counts: right-aligned in tabular figures. */
  numeric?: boolean;
  /** The sort key sent to the server; defaults to the header. */
  id?: string;
  /** The server can sort by this column (with `sort` and `onSortChange` on the table). */
  sortable?: boolean;
  /** A secondary column: hidden on screens narrower than this breakpoint (it stays in the details view). */
  hideBelow?: 'sm' | 'md' | 'lg' | 'xl' | '2xl';
  /** The full text shown on hover when the cell is cut short; text cells get it by themselves. */
  title?: (row: T) => string | undefined;
  /** Lets the cell wrap instead of staying on one line (rarely: a row is one line high). */
  wrap?: boolean;
}

export interface TableSort {
  id: string;
  desc: boolean;
}

// Tailwind needs whole class names in the source.
const HIDE_BELOW: Record<NonNullable<TableColumn<unknown>['hideBelow']>, string> = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
  xl: 'hidden xl:table-cell',
  '2xl': 'hidden 2xl:table-cell',
};

const features = tableFeatures({ rowSortingFeature });

const columnId = <T,>(column: TableColumn<T>) => column.id ?? column.header;

/**
 * The console's one table (docs/product/studio-and-console.md#tables-and-badges), on TanStack Table:
 * a sticky header, one line per row (long text cut short, whole on hover), right-aligned tabular
 * numbers, secondary columns that hide on narrow screens, row actions in a menu, and sorting and
 * paging that the server does.
 */
export function DataTable<T extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  sort,
  onSortChange,
  paging,
  rowActions,
  rowActionsLabel,
}: {
  caption: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: ReactNode;
  /** The server's current sort; sorting is off when `onSortChange` is missing. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  /** Server paging: the page shown, its size and the number of rows in all. */
  paging?: TablePaging;
  /** The actions of a row, shown in a menu in a last "Actions" column. */
  rowActions?: (row: T) => readonly RowAction[];
  /** The menu button's accessible name, e.g. "Actions for Monsoon over Kochi". */
  rowActionsLabel?: (row: T) => string;
}) {
  const sorting: SortingState = sort ? [sort] : [];
  const allColumns: readonly TableColumn<T>[] = rowActions
    ? [
        ...columns,
        {
          header: 'Actions',
          id: '__actions',
          cell: (row: T) => <RowActionsMenu label={rowActionsLabel?.(row) ?? 'Actions'} actions={rowActions(row)} />,
        },
      ]
    : columns;
  const byId = new Map(allColumns.map((column) => [columnId(column), column]));
  const definitions: ColumnDef<typeof features, T>[] = allColumns.map((column) => ({
    id: columnId(column),
    header: column.header,
    // Sorting is the server's: the value only tells TanStack the column can be sorted.
    accessorFn: () => '',
    enableSorting: Boolean(column.sortable && onSortChange),
    sortDescFirst: Boolean(column.numeric) || columnId(column) === sort?.id,
    cell: (info) => column.cell(info.row.original),
  }));

  const table = useTable({
    features,
    columns: definitions,
    data: rows,
    getRowId: (row: T) => rowKey(row),
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange?.(next[0] ? { id: next[0].id, desc: next[0].desc } : null);
    },
  });

  const alignOf = (column: TableColumn<T> | undefined) =>
    `${column?.numeric ? 'text-right tabular-nums' : 'text-left'} ${column?.hideBelow ? HIDE_BELOW[column.hideBelow] : ''}`;

  return (
    <div className="flex flex-col gap-3">
      <div className="max-h-[70vh] overflow-auto rounded-sm border border-line bg-white">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-10 bg-paper">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id);
                  const direction = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                      // Headers may wrap at a space, so a table with many columns fits the screen rather than scroll.
                      className={`border-b border-line px-2.5 py-2.5 font-medium text-muted ${alignOf(column)}`}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className={`inline-flex min-h-8 items-center gap-1 hover:text-ink ${column?.numeric ? 'flex-row-reverse' : ''}`}
                        >
                          {column?.header}
                          {direction === 'asc' ? (
                            <ArrowUp aria-hidden="true" className="size-3.5" />
                          ) : direction === 'desc' ? (
                            <ArrowDown aria-hidden="true" className="size-3.5" />
                          ) : (
                            <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />
                          )}
                        </button>
                      ) : column?.id === '__actions' ? (
                        <span className="sr-only">{column.header}</span>
                      ) : (
                        column?.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={allColumns.length} className="px-3 py-10 text-center text-muted">
                  {empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-b border-line last:border-b-0 hover:bg-ink/[0.02]">
                  {row.getAllCells().map((cell) => {
                    const column = byId.get(cell.column.id);
                    const content = column?.cell(row.original);
                    const title =
                      column?.title?.(row.original) ??
                      (typeof content === 'string' || typeof content === 'number' ? String(content) : undefined);
                    return (
                      <td
                        key={cell.id}
                        title={title}
                        className={`px-2.5 py-2 align-middle ${column?.wrap ? '' : 'max-w-64 truncate whitespace-nowrap'} ${alignOf(column)}`}
                      >
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {paging ? <TablePager paging={paging} /> : null}
    </div>
  );
}
