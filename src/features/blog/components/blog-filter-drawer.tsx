import { useId, useState, type KeyboardEvent } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { CheckboxGroup } from '@/components/form/checkbox-group';
import { QueryState } from '@/components/ui/query-state';
import { keepTabFocusIn } from '@/lib/focus-cycle';
import { joinList, splitList } from '@/lib/form-data';
import type { BlogCategory } from '@/types/api';
import { BLOG_TEXT } from '../messages';

type CategoriesState = {
  data?: BlogCategory[];
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
};

type BlogFilterDrawerProps = {
  categories: CategoriesState;
  onRetryCategories: () => void;
  selected: string[];
  onChange: (slugs: string[]) => void;
};

/**
 * The tag filter: a drawer (Bootstrap offcanvas: Tab cycles inside, Escape closes, focus back on the
 * button) with a checkbox per blog category. Each change applies at once; the list updates behind it.
 */
export function BlogFilterDrawer({
  categories,
  onRetryCategories,
  selected,
  onChange,
}: BlogFilterDrawerProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  // The boxes answer the click at once; the URL (and so `selected`) follows a moment later, after
  // the route's navigation, and then wins again.
  const chosen = joinList(selected);
  const [shown, setShown] = useState({ from: chosen, value: chosen });
  if (shown.from !== chosen) setShown({ from: chosen, value: chosen });
  const choose = (value: string) => {
    setShown({ from: chosen, value });
    onChange(splitList(value));
  };
  const options = (categories.data ?? [])
    .filter((category) => category.category_slug && category.category_name.trim())
    .map((category) => ({ value: category.category_slug ?? '', label: category.category_name }));

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {BLOG_TEXT.filterButton}
        {selected.length > 0 && ` (${selected.length})`}
      </button>
      <Offcanvas
        show={open}
        onHide={() => setOpen(false)}
        onKeyDown={(event: KeyboardEvent<HTMLElement>) =>
          keepTabFocusIn(event.currentTarget, event)
        }
        placement="start"
        aria-labelledby={titleId}
      >
        <Offcanvas.Header closeButton closeLabel={BLOG_TEXT.closeFilter}>
          <Offcanvas.Title id={titleId} as="h2" className="h5">
            {BLOG_TEXT.filterTitle}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <QueryState
            isLoading={categories.isLoading}
            isError={categories.isError}
            error={categories.error}
            errorText={BLOG_TEXT.categoriesFailed}
            onRetry={onRetryCategories}
            isEmpty={options.length === 0}
            loadingText={BLOG_TEXT.categoriesLoading}
            emptyText={BLOG_TEXT.noCategories}
          >
            <CheckboxGroup
              legend={BLOG_TEXT.filterLegend}
              options={options}
              value={shown.value}
              onChange={choose}
            />
          </QueryState>
          <div className="d-flex flex-wrap gap-2 mt-4">
            <button type="button" className="btn btn-primary" onClick={() => setOpen(false)}>
              {BLOG_TEXT.showPosts}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => choose('')}>
              {BLOG_TEXT.clearFilter}
            </button>
          </div>
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
