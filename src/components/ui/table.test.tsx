import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from './table';

type Order = { id: number; date: string; total: string };
const columns = [
  { title: 'Order #', key: 'id' },
  { title: 'Date', key: 'date' },
  { title: 'Total', key: 'total', render: (row: Order) => <strong>{row.total}</strong> },
];

describe('Table', () => {
  it('renders the title row, the header row from title/key pairs and the body', () => {
    render(
      <Table
        title="Order History"
        columns={columns}
        rowKey="id"
        rows={[
          { id: 11, date: '2024-05-01', total: '$20.00' },
          { id: 12, date: '2024-06-01', total: '$35.50' },
        ]}
      />,
    );
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getByRole('columnheader')).toHaveTextContent('Order History');
    expect(
      within(rows[1])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order #', 'Date', 'Total']);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['11', '2024-05-01', '$20.00']);
    expect(within(rows[3]).getByText('$35.50').tagName).toBe('STRONG');
  });

  it('has no title row when no title is given', () => {
    render(<Table columns={columns} rowKey="id" rows={[{ id: 1, date: 'd', total: 't' }]} />);
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getAllByRole('columnheader')).toHaveLength(3);
  });

  it('shows the empty message across all columns', () => {
    render(<Table columns={columns} rowKey="id" rows={[]} />);
    const cell = screen.getByRole('cell', { name: 'No Entries Found' });
    expect(cell).toHaveAttribute('colspan', '3');
  });
});
