import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, TableFrame } from './DataTable.tsx';

const COLUMNS = [{ label: 'Problem' }, { label: 'Score', align: 'right' }] as const;

describe('DataTable', () => {
  it('heads each column for screen readers, right-aligning figures, above the rows it is given', () => {
    render(
      <DataTable columns={COLUMNS} testId="scores">
        <tr data-testid="row">
          <td>Two Sum</td>
          <td>10</td>
        </tr>
      </DataTable>,
    );
    const table = screen.getByTestId('scores');
    expect(table.className).toBe('table');
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Problem', 'Score']);
    expect(headers.map((header) => header.getAttribute('scope'))).toEqual(['col', 'col']);
    expect(headers.map((header) => header.getAttribute('class'))).toEqual([null, 'text-right']);
    expect(screen.getByTestId('row').parentElement?.tagName).toBe('TBODY');
  });

  it('shows its empty message across every column instead of the rows, and compacts on request', () => {
    render(
      <TableFrame faint>
        <DataTable
          columns={COLUMNS}
          testId="scores"
          compact
          empty={{ message: 'Nothing yet', testId: 'none' }}
        >
          <tr data-testid="row" />
        </DataTable>
      </TableFrame>,
    );
    expect(screen.getByTestId('scores').className).toBe('table table-sm');
    const empty = screen.getByTestId('none');
    expect(empty.textContent).toBe('Nothing yet');
    expect(empty.getAttribute('colspan')).toBe('2');
    expect(screen.queryByTestId('row')).toBeNull();
    expect(screen.getByTestId('scores').parentElement?.className).toContain('bg-base-200/40');
  });
});
