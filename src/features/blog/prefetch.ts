import type { RoutePrefetch } from '@/app/start-up/route-loaders';
import { PREFETCH_AWAITED, PREFETCH_IF_OLDER_THAN as ifOlderThan } from '@/api/base-api';
import { preloadImage } from '@/lib/preload-image';
import { blogApi } from './api';
import { blogListArgs, readBlogFilters } from './blog-filters';

/** /blogs: the list for the filter the URL names, with the page's own arguments, and the first post's picture. */
export const prefetchBlogList: RoutePrefetch = (dispatch, { request }) => {
  const filters = readBlogFilters(new URL(request.url).searchParams);
  void dispatch(blogApi.endpoints.getBlogs.initiate(blogListArgs(filters), PREFETCH_AWAITED)).then(
    ({ data }) => preloadImage(data?.[0]?.image),
  );
};

/** /blogs/{slug}: the post, by the slug the page reads. */
export const prefetchBlogPost: RoutePrefetch = (dispatch, { params }) => {
  const slug = params.slug?.trim();
  if (slug) dispatch(blogApi.util.prefetch('getBlog', slug, { ifOlderThan }));
};
