import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { SORT_OPTIONS, type SortBy } from '@/types/api';
import { CATALOG_MESSAGES, SORT_LABELS } from '../messages';

type SortSelectProps = {
  value: SortBy | undefined;
  onChange: (value: SortBy | undefined) => void;
  label?: string;
};

/** 'Sort By' with highest_price, lowest_price, best_sales, lowest_sales. */
export function SortSelect({ value, onChange, label = CATALOG_MESSAGES.sortBy }: SortSelectProps) {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2">
      <Form.Label htmlFor={id} className="mb-0 text-nowrap">
        {label}
      </Form.Label>
      <Form.Select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(SORT_OPTIONS.find((option) => option === event.target.value))}
        style={{ minWidth: '11rem' }}
      >
        <option value="">Default</option>
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
