import type { KeyboardEvent } from 'react';
import { Offcanvas } from 'react-bootstrap';
import { CheckboxGroup } from '@/components/form/checkbox-group';
import { QueryState } from '@/components/ui/query-state';
import { keepTabFocusIn } from '@/lib/focus-cycle';
import type { BlogCategory } from '@/types/api';
import { BLOG_TEXT } from '../messages';

export type BlogCategoriesState = {
  data?: BlogCategory[];
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
};

export type BlogFilterPanelProps = {
  show: boolean;
  onHide: () => void;
  categories: BlogCategoriesState;
  onRetryCategories: () => void;
  /** The chosen slugs, joined by commas. */
  value: string;
  onChoose: (value: string) => void;
};

/**
 * The drawer itself (Bootstrap offcanvas: Tab cycles inside, Escape closes, focus back on the button)
 * with a checkbox per blog category. Loaded on demand by BlogFilterDrawer.
 */
export function BlogFilterPanel({
  show,
  onHide,
  categories,
  onRetryCategories,
  value,
  onChoose,
}: BlogFilterPanelProps) {
  const options = (categories.data ?? [])
    .filter((category) => category.category_slug && category.category_name.trim())
    .map((category) => ({ value: category.category_slug ?? '', label: category.category_name }));

  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => keepTabFocusIn(event.currentTarget, event)}
      placement="start"
      aria-labelledby="blog-filter-title"
    >
      <Offcanvas.Header closeButton closeLabel={BLOG_TEXT.closeFilter}>
        <Offcanvas.Title id="blog-filter-title" as="h2" className="h5">
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
            value={value}
            onChange={onChoose}
          />
        </QueryState>
        <div className="d-flex flex-wrap gap-2 mt-4">
          <button type="button" className="btn btn-primary" onClick={onHide}>
            {BLOG_TEXT.showPosts}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => onChoose('')}>
            {BLOG_TEXT.clearFilter}
          </button>
        </div>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
