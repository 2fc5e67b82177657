import type { RoutePrefetch } from '@/app/route-prefetch';
import { PREFETCH_IF_OLDER_THAN as ifOlderThan } from '@/api/base-api';
import { blogApi } from './api';
import { blogListArgs, readBlogFilters } from './blog-filters';

/** /blogs: the list for the filter the URL names, with the page's own arguments. */
export const prefetchBlogList: RoutePrefetch = (dispatch, { request }) => {
  const filters = readBlogFilters(new URL(request.url).searchParams);
  dispatch(blogApi.util.prefetch('getBlogs', blogListArgs(filters), { ifOlderThan }));
};

/** /blogs/{slug}: the post, by the slug the page reads. */
export const prefetchBlogPost: RoutePrefetch = (dispatch, { params }) => {
  const slug = params.slug?.trim();
  if (slug) dispatch(blogApi.util.prefetch('getBlog', slug, { ifOlderThan }));
};
