import { SORT_OPTIONS, type SortBy } from '@/types/api';

export const toSortBy = (value: string | null | undefined): SortBy | undefined =>
  SORT_OPTIONS.find((option) => option === value);
