import { clsx } from 'clsx';
import type { Key, ReactNode } from 'react';
import { Table as BsTable } from 'react-bootstrap';
import './table.css';

export type TableColumn<T> = {
  title: ReactNode;
  key: string;
  render?: (row: T, index: number) => ReactNode;
  className?: string;
};

export type TableProps<T> = {
  columns: TableColumn<T>[];
  rows: readonly T[];
  rowKey: (keyof T & string) | ((row: T, index: number) => Key);
  /** Optional title row above the header row (spec §2.10). */
  title?: ReactNode;
  caption?: ReactNode;
  empty?: ReactNode;
  className?: string;
};

const cellValue = (row: unknown, key: string): ReactNode => {
  const value = row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** Spec §2.10 table: optional title row, header row from title/key pairs, body; scrolls sideways on small screens. */
export function Table<T>({
  columns,
  rows,
  rowKey,
  title,
  caption,
  empty = 'No Entries Found',
  className,
}: TableProps<T>) {
  const keyOf = (row: T, index: number): Key =>
    typeof rowKey === 'function' ? rowKey(row, index) : String(cellValue(row, rowKey)) || index;

  return (
    <BsTable responsive striped bordered hover className={clsx('align-middle', className)}>
      {caption && <caption>{caption}</caption>}
      <thead>
        {title && (
          <tr>
            <th colSpan={columns.length} scope="colgroup" className="table-title">
              {title}
            </th>
          </tr>
        )}
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.className}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="text-center text-body-secondary">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={keyOf(row, index)}>
              {columns.map((column) => (
                <td key={column.key} className={column.className}>
                  {column.render ? column.render(row, index) : cellValue(row, column.key)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </BsTable>
  );
}
