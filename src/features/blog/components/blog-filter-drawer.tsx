import { useState } from 'react';
import { OnDemand } from '@/components/ui/on-demand';
import { useOnDemandDialog } from '@/hooks/use-on-demand-dialog';
import { joinList, splitList } from '@/lib/form-data';
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
const loadPanel = () => import('./blog-filter-panel').then((module) => module.BlogFilterPanel);

/** The tag filter: a button that opens a drawer with a checkbox per blog category. Each change applies at once. */
export function BlogFilterDrawer({
  categories,
  onRetryCategories,
  selected,
  onChange,
}: BlogFilterDrawerProps) {
  const drawer = useOnDemandDialog(loadPanel);
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
      <button type="button" className="btn btn-outline-secondary" {...drawer.openerProps}>
        {BLOG_TEXT.filterButton}
        {selected.length > 0 && ` (${selected.length})`}
      </button>
      {drawer.requested && (
        <OnDemand
          load={loadPanel}
          loadingLabel={BLOG_TEXT.categoriesLoading}
          props={{
            show: drawer.open,
            onHide: drawer.close,
            categories,
            onRetryCategories,
            value: shown.value,
            onChoose: choose,
          }}
        />
      )}
    </span>
  );
}
