import { useEffect } from 'react';
import { useRetry } from '@/api/use-retry';
import { QueryState } from '@/components/ui/query-state';
import type { RetailerSearchParams } from '@/types/api';
import { useSearchRetailersQuery } from '../api';
import { RETAILER_TEXT } from '../messages';
import { RetailerPager } from './retailer-pager';
import { RetailerTable } from './retailer-table';

type RetailerResultsProps = {
  search: RetailerSearchParams;
  /** `replace` when the page is corrected (a URL beyond the last page), not chosen. */
  onPage: (page: number, replace?: boolean) => void;
};

/** The search's stores, one page at a time, with its loading, failure and empty states. */
export function RetailerResults({ search, onPage }: RetailerResultsProps) {
  const query = useSearchRetailersQuery(search);
  const retry = useRetry(query);
  const result = query.currentData ?? query.data;
  const totalPages = Math.max(1, result?.total_pages ?? 1);
  const page = Math.min(search.page, totalPages);
  const corrected = Boolean(query.currentData) && search.page > totalPages;

  useEffect(() => {
    if (corrected) onPage(totalPages, true);
  }, [corrected, totalPages, onPage]);

  const rows = result?.data ?? [];
  // S.No runs on over the pages when the API says its page size; otherwise each page counts from 1.
  // The rows' own page (while the next one loads, the rows shown are still the previous page's).
  const rowsPage = result?.current_page ?? page;
  const firstNumber = result?.per_page ? (rowsPage - 1) * result.per_page + 1 : 1;

  return (
    <div className="retailer-results" aria-busy={query.isFetching}>
      <QueryState
        isLoading={query.isLoading}
        isError={query.isError}
        error={query.error}
        errorText={RETAILER_TEXT.loadFailed}
        onRetry={retry}
        loadingText={RETAILER_TEXT.loading}
        isEmpty={rows.length === 0}
        emptyText={RETAILER_TEXT.empty}
      >
        <RetailerTable retailers={rows} firstNumber={firstNumber} />
        <RetailerPager page={page} totalPages={totalPages} onPage={(next) => onPage(next)} />
      </QueryState>
    </div>
  );
}
