import type { RoutePrefetch } from '@/app/start-up/route-loaders';
import { PREFETCH_IF_OLDER_THAN as ifOlderThan } from '@/api/base-api';
import { catalogApi } from '@/features/catalog';
import { CONTENT_IDS, contentApi, PAGE_META_IDS, prefetchPageMeta } from '@/features/content';

/** The home page's calls (the same arguments as its hooks, so they share one cache entry). */
export const prefetchHome: RoutePrefetch = (dispatch) => {
  dispatch(contentApi.util.prefetch('getContent', CONTENT_IDS.home, { ifOlderThan }));
  dispatch(contentApi.util.prefetch('getSlider', undefined, { ifOlderThan }));
  prefetchPageMeta(dispatch, PAGE_META_IDS.home);
  dispatch(catalogApi.util.prefetch('getFilteredProducts', 'top', { ifOlderThan }));
  dispatch(catalogApi.util.prefetch('getFilteredProducts', 'hot-products', { ifOlderThan }));
};
