import { useCallback } from 'react';
import { useHydratedSearchParams } from '@/app/start-up/use-hydrated';
import type { SortBy } from '@/types/api';
import { toSortBy } from './sort-options';

/** The chosen sort lives in the URL (?sortby=), so it survives reloads and can be shared. */
export const useSortParam = () => {
  const [params, setParams] = useHydratedSearchParams();
  const sortby = toSortBy(params.get('sortby'));
  const setSortby = useCallback(
    (value: SortBy | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set('sortby', value);
          else next.delete('sortby');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [sortby, setSortby] as const;
};
