import type { RoutePrefetch } from '@/app/start-up/route-loaders';
import { PREFETCH_IF_OLDER_THAN as ifOlderThan } from '@/api/base-api';
import { env } from '@/config/env';
import type { StaticPageKey } from '@/config/static-pages';
import { contentApi, PAGE_META_IDS } from './api';

/** A route prefetch's share of the page meta `usePageMeta(pageId)` reads (a recent answer is reused). */
export const prefetchPageMeta = (dispatch: Parameters<RoutePrefetch>[0], pageId: number): void => {
  dispatch(contentApi.util.prefetch('getPageMeta', pageId, { ifOlderThan }));
};

/** A static content page (/About, /privacy, …): its content and its meta, by the page's ids. */
export const prefetchStaticPage =
  (page: StaticPageKey): RoutePrefetch =>
  (dispatch) => {
    const ids = env.staticPageIds[page];
    dispatch(contentApi.util.prefetch('getStaticPage', ids.content, { ifOlderThan }));
    prefetchPageMeta(dispatch, ids.meta);
  };

/** /faq: the questions and the page's meta. */
export const prefetchFaq: RoutePrefetch = (dispatch) => {
  dispatch(contentApi.util.prefetch('getFaq', undefined, { ifOlderThan }));
  prefetchPageMeta(dispatch, PAGE_META_IDS.faq);
};
