import { LabelledSelect } from '@/components/ui/labelled-select';
import { SORT_OPTIONS, type SortBy } from '@/types/api';
import { CATALOG_MESSAGES, SORT_LABELS } from '../messages';

type SortSelectProps = {
  value: SortBy | undefined;
  onChange: (value: SortBy | undefined) => void;
  label?: string;
};

const OPTIONS = SORT_OPTIONS.map((option) => ({ value: option, label: SORT_LABELS[option] }));
const SELECT_STYLE = { minWidth: '11rem' };

/** 'Sort By' with highest_price, lowest_price, best_sales, lowest_sales. */
export function SortSelect({ value, onChange, label = CATALOG_MESSAGES.sortBy }: SortSelectProps) {
  return (
    <LabelledSelect
      label={label}
      emptyLabel="Default"
      options={OPTIONS}
      value={value ?? ''}
      onChange={(next) => onChange(SORT_OPTIONS.find((option) => option === next))}
      inline
      selectStyle={SELECT_STYLE}
    />
  );
}
