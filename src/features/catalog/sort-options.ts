import { SORT_OPTIONS, type SortBy } from '@/types/api';

/** Part 2 §9: labels and ids of the sort options. */
export const SORT_LABELS: Record<SortBy, string> = {
  highest_price: 'Highest Price',
  lowest_price: 'Lowest Price',
  best_sales: 'Best Sales',
  lowest_sales: 'Lowest Sales',
};

export const toSortBy = (value: string | null | undefined): SortBy | undefined =>
  SORT_OPTIONS.find((option) => option === value);
