import type { RoutePrefetch } from '@/app/start-up/route-loaders';
import { PREFETCH_AWAITED, PREFETCH_IF_OLDER_THAN as ifOlderThan } from '@/api/base-api';
import { leadingId } from '@/config/paths';
import { preloadImage } from '@/lib/preload-image';
import { PAGE_META_IDS, prefetchPageMeta } from '@/features/content';
import { catalogApi } from './api';
import { toSortBy } from './sort-options';

/** /item/{id}-{slug}: the product, by the same id the page reads, and its picture (the LCP image). */
export const prefetchProduct: RoutePrefetch = (dispatch, { params }) => {
  const id = leadingId(params.idSlug);
  if (id === null) return;
  void dispatch(catalogApi.endpoints.getProduct.initiate(id, PREFETCH_AWAITED)).then(({ data }) =>
    preloadImage(data?.image),
  );
};

/**
 * /store: the grouped products in the URL's sort order (as useSortParam reads it), the first card's
 * picture (the LCP image) and the page's meta.
 */
export const prefetchStore: RoutePrefetch = (dispatch, { request }) => {
  const sortby = toSortBy(new URL(request.url).searchParams.get('sortby'));
  void dispatch(catalogApi.endpoints.getProductsByCategory.initiate(sortby, PREFETCH_AWAITED)).then(
    ({ data }) =>
      preloadImage(data?.find((group) => group.products.length > 0)?.products[0]?.image),
  );
  prefetchPageMeta(dispatch, PAGE_META_IDS.store);
};

/** The categories of the header's navigation and the footer, which every page shows. */
export const prefetchShell: RoutePrefetch = (dispatch) => {
  dispatch(catalogApi.util.prefetch('getCategories', undefined, { ifOlderThan }));
};

/** /special-product: the monthly specials. */
export const prefetchSpecials: RoutePrefetch = (dispatch) => {
  dispatch(catalogApi.util.prefetch('getFilteredProducts', 'hot-products', { ifOlderThan }));
};

/** /category/{id}-{title}: the category's products in the URL's sort order (as useSortParam reads it). */
export const prefetchCategory: RoutePrefetch = (dispatch, { params, request }) => {
  const id = leadingId(params.idTitle);
  if (id === null) return;
  const sortby = toSortBy(new URL(request.url).searchParams.get('sortby'));
  dispatch(catalogApi.util.prefetch('getCategoryProducts', { id, sortby }, { ifOlderThan }));
};
