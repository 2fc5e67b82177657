import { useCallback } from 'react';
import { useHydratedSearchParams } from '@/app/start-up/use-hydrated';
import type { BlogListArgs, BlogSort } from './api';

export type BlogFilters = { slugs: string[]; sort: BlogSort };

/** URL keys: the API's own (`?category_slug=a,b&sort=old`), so a shared link reads like the call. */
const SLUGS_KEY = 'category_slug';
const SORT_KEY = 'sort';

/** The filter a /blogs URL names (newest first unless `sort=old`). */
export const readBlogFilters = (params: URLSearchParams): BlogFilters => ({
  slugs: [
    ...new Set(
      (params.get(SLUGS_KEY) ?? '')
        .split(',')
        .map((slug) => slug.trim())
        .filter(Boolean),
    ),
  ],
  sort: params.get(SORT_KEY) === 'old' ? 'old' : 'new',
});

/** The GET /blog query for a filter: the page and its route prefetch ask with the same arguments. */
export const blogListArgs = ({ slugs, sort }: BlogFilters): BlogListArgs =>
  slugs.length > 0 ? { category_slug: slugs.join(','), sort } : { sort };

/**
 * The chosen categories and order live in the URL, so a filtered list can be shared and is still
 * there after visiting a post and going Back. Changes replace the entry: one history step per visit.
 */
export const useBlogFilters = () => {
  const [params, setParams] = useHydratedSearchParams();
  const filters = readBlogFilters(params);
  const update = useCallback(
    (change: Partial<BlogFilters>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const { slugs, sort } = { ...readBlogFilters(current), ...change };
          if (slugs.length > 0) next.set(SLUGS_KEY, slugs.join(','));
          else next.delete(SLUGS_KEY);
          if (sort === 'old') next.set(SORT_KEY, sort);
          else next.delete(SORT_KEY);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { ...filters, update };
};
