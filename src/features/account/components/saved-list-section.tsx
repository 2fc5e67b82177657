import { useState, type ReactNode } from 'react';
import { useRetry, type RetryableQuery } from '@/api/use-retry';
import { QueryState } from '@/components/ui/query-state';

type SavedListQuery<T> = RetryableQuery & { data?: T[]; isLoading: boolean; error?: unknown };

type SavedListSectionProps<T> = {
  id: string;
  heading: string;
  addLabel: string;
  query: SavedListQuery<T>;
  texts: { failed: string; loading: string; empty: string };
  renderItem: (item: T) => ReactNode;
  renderAddDialog: (onHide: () => void) => ReactNode;
  className?: string;
};

/** A titled list of saved items (addresses, payment accounts) with its Add button and dialog. */
export function SavedListSection<T>({
  id,
  heading,
  addLabel,
  query,
  texts,
  renderItem,
  renderAddDialog,
  className,
}: SavedListSectionProps<T>) {
  const retry = useRetry(query);
  const [adding, setAdding] = useState(false);
  const items = query.data ?? [];

  return (
    <section aria-labelledby={id} className={className}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id={id} className="h4 mb-0">
          {heading}
        </h2>
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          {addLabel}
        </button>
      </div>
      <QueryState
        isLoading={query.isLoading}
        isError={query.isError}
        error={query.error}
        errorText={texts.failed}
        onRetry={retry}
        loadingText={texts.loading}
        isEmpty={items.length === 0}
        emptyText={texts.empty}
      >
        <ul className="list-unstyled mb-0">{items.map(renderItem)}</ul>
      </QueryState>
      {adding && renderAddDialog(() => setAdding(false))}
    </section>
  );
}
