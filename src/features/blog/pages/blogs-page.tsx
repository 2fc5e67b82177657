import { useRetry } from '@/api/use-retry';
import { PageMeta } from '@/components/seo/page-meta';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { useGetBlogCategoriesQuery, useGetBlogsQuery } from '../api';
import { blogListArgs, useBlogFilters } from '../blog-filters';
import { BlogFilterDrawer } from '../components/blog-filter-drawer';
import { BlogGrid } from '../components/blog-grid';
import { BLOG_TEXT } from '../messages';
import '../blog.css';
import { prerenderLoader, visitLoader } from '@/app/start-up/route-loaders';
import type { RouteHandle } from '@/types/route';
import { prefetchBlogList } from '../prefetch';

const SORT_OPTIONS = [{ value: 'old', label: BLOG_TEXT.oldest }];

/** /blogs: the post list, filtered by category and ordered by date, both kept in the URL. */
export default function Component() {
  const { slugs, sort, update } = useBlogFilters();
  const categories = useGetBlogCategoriesQuery();
  const posts = useGetBlogsQuery(blogListArgs({ slugs, sort }));
  const retry = useRetry(posts);
  const retryCategories = useRetry(categories);
  const chosenNames = (categories.data ?? [])
    .filter((category) => category.category_slug && slugs.includes(category.category_slug))
    .map((category) => category.category_name);

  return (
    <>
      <PageMeta fallbackTitle={BLOG_TEXT.title} />
      <PageHeading title={BLOG_TEXT.title} />
      <section className="container py-4 blog-page">
        <div className="d-flex flex-wrap justify-content-between align-items-end gap-3 mb-3">
          <BlogFilterDrawer
            categories={categories}
            onRetryCategories={retryCategories}
            selected={slugs}
            onChange={(next) => update({ slugs: next })}
          />
          <LabelledSelect
            label={BLOG_TEXT.sortLabel}
            emptyLabel={BLOG_TEXT.newest}
            options={SORT_OPTIONS}
            value={sort === 'old' ? 'old' : ''}
            onChange={(value) => update({ sort: value === 'old' ? 'old' : 'new' })}
            className="blog-page__sort"
          />
        </div>
        {chosenNames.length > 0 && (
          <p className="d-flex flex-wrap align-items-center gap-2">
            <span>
              {BLOG_TEXT.showingIn} {chosenNames.join(', ')}
            </span>
            <button
              type="button"
              className="btn btn-link btn-sm p-0"
              onClick={() => update({ slugs: [] })}
            >
              {BLOG_TEXT.clearFilter}
            </button>
          </p>
        )}
        <QueryState
          isLoading={posts.isFetching}
          isError={posts.isError}
          error={posts.error}
          errorText={BLOG_TEXT.loadFailed}
          onRetry={retry}
          isEmpty={(posts.data ?? []).length === 0}
          loadingText={BLOG_TEXT.loading}
          emptyText={BLOG_TEXT.empty}
        >
          <BlogGrid posts={posts.data ?? []} variant="excerpt" />
        </QueryState>
      </section>
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Blogs',
  description: 'Articles on apricot seeds, vitamin B17, recipes and healthy living.',
  ownHead: true,
};
export const loader = prerenderLoader(prefetchBlogList);
export const clientLoader = visitLoader(prefetchBlogList);
