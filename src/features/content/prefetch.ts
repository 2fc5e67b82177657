import type { RoutePrefetch } from '@/app/route-loaders';
import { PREFETCH_IF_OLDER_THAN as ifOlderThan } from '@/api/base-api';
import { contentApi } from './api';

/** A route prefetch's share of the page meta `usePageMeta(pageId)` reads (a recent answer is reused). */
export const prefetchPageMeta = (dispatch: Parameters<RoutePrefetch>[0], pageId: number): void => {
  dispatch(contentApi.util.prefetch('getPageMeta', pageId, { ifOlderThan }));
};
