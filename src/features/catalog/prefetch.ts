import type { RoutePrefetch } from '@/app/route-prefetch';
import { PREFETCH_IF_OLDER_THAN as ifOlderThan } from '@/api/base-api';
import { leadingId } from '@/config/paths';
import { contentApi, PAGE_META_IDS } from '@/features/content';
import { catalogApi } from './api';
import { toSortBy } from './sort-options';

/** /item/{id}-{slug}: the product, by the same id the page reads. */
export const prefetchProduct: RoutePrefetch = (dispatch, { params }) => {
  const id = leadingId(params.idSlug);
  if (id !== null) dispatch(catalogApi.util.prefetch('getProduct', id, { ifOlderThan }));
};

/** /store: the grouped products in the URL's sort order (as useSortParam reads it) and the page's meta. */
export const prefetchStore: RoutePrefetch = (dispatch, { request }) => {
  const sortby = toSortBy(new URL(request.url).searchParams.get('sortby'));
  dispatch(catalogApi.util.prefetch('getProductsByCategory', sortby, { ifOlderThan }));
  dispatch(contentApi.util.prefetch('getPageMeta', PAGE_META_IDS.store, { ifOlderThan }));
};
