import { useState } from 'react';
import { LazyBoundary } from '@/components/ui/lazy-boundary';
import { Spinner } from '@/components/ui/spinner';
import { useLazyPart } from '@/hooks/use-lazy-part';
import { joinList, splitList } from '@/lib/form-data';
import { lazyPart } from '@/lib/lazy-part';
import { BLOG_TEXT } from '../messages';
import type { BlogCategoriesState } from './blog-filter-panel';

type BlogFilterDrawerProps = {
  categories: BlogCategoriesState;
  onRetryCategories: () => void;
  selected: string[];
  onChange: (slugs: string[]) => void;
};

// The drawer (Offcanvas, the form kit's checkboxes) loads at the first click: /blogs' first visit
// does not wait for it. Pointer over or focus on the button starts the download.
const panel = lazyPart(() =>
  import('./blog-filter-panel').then((module) => module.BlogFilterPanel),
);

/** The tag filter: a button that opens a drawer with a checkbox per blog category. Each change applies at once. */
export function BlogFilterDrawer({
  categories,
  onRetryCategories,
  selected,
  onChange,
}: BlogFilterDrawerProps) {
  const [Panel, retryPanel] = useLazyPart(panel);
  // Mounted from the first click on, so closing plays the drawer's exit transition.
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  // The boxes answer the click at once; the URL (and so `selected`) follows a moment later, after
  // the route's navigation, and then wins again.
  const chosen = joinList(selected);
  const [shown, setShown] = useState({ from: chosen, value: chosen });
  if (shown.from !== chosen) setShown({ from: chosen, value: chosen });
  const choose = (value: string) => {
    setShown({ from: chosen, value });
    onChange(splitList(value));
  };

  return (
    <span className="d-inline-flex align-items-center gap-2">
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-haspopup="dialog"
        onPointerEnter={panel.preload}
        onFocus={panel.preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {BLOG_TEXT.filterButton}
        {selected.length > 0 && ` (${selected.length})`}
      </button>
      {requested && (
        <LazyBoundary
          fallback={<Spinner inline size="sm" hideLabel label={BLOG_TEXT.categoriesLoading} />}
          onRetry={retryPanel}
        >
          <Panel
            show={open}
            onHide={() => setOpen(false)}
            categories={categories}
            onRetryCategories={onRetryCategories}
            value={shown.value}
            onChoose={choose}
          />
        </LazyBoundary>
      )}
    </span>
  );
}
