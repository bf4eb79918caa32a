import type { ReactNode } from 'react';

/** A column's header: its label (a spec string) and, for figures and actions, right alignment. */
export type TableColumn = { label: string; align?: 'right' };

type DataTableProps = {
  columns: readonly TableColumn[];
  testId: string;
  /** Smaller rows, for a table inside a tab or a panel. */
  compact?: boolean;
  /** When set, the body is this one row across every column instead of `children`. */
  empty?: { message: string; testId: string } | undefined;
  /** The body's rows. */
  children?: ReactNode;
};

/** A table with one header row of `columns` (each a column header for screen readers). */
export function DataTable({ columns, testId, compact = false, empty, children }: DataTableProps) {
  return (
    <table className={compact ? 'table table-sm' : 'table'} data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={column.align === 'right' ? 'text-right' : undefined}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {empty ? (
          <tr>
            <td
              colSpan={columns.length}
              className="py-12 text-center text-base-content/60"
              data-testid={empty.testId}
            >
              {empty.message}
            </td>
          </tr>
        ) : (
          children
        )}
      </tbody>
    </table>
  );
}

/** The bordered, scrolling frame a page's table sits in; `faint` lightens its background. */
export function TableFrame({ faint = false, children }: { faint?: boolean; children: ReactNode }) {
  const background = faint ? 'bg-base-200/40' : 'bg-base-200';
  return (
    <div className={`overflow-x-auto rounded-box border border-base-content/10 ${background}`}>
      {children}
    </div>
  );
}
