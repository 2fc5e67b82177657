import type { RoutePrefetch } from '@/app/start-up/route-loaders';
import { PREFETCH_IF_OLDER_THAN as ifOlderThan } from '@/api/base-api';
import { mediaApi } from './api';

/** /videos: the video list. */
export const prefetchVideos: RoutePrefetch = (dispatch) => {
  dispatch(mediaApi.util.prefetch('getVideos', undefined, { ifOlderThan }));
};

/** /life-style: the gallery. */
export const prefetchGallery: RoutePrefetch = (dispatch) => {
  dispatch(mediaApi.util.prefetch('getGallery', undefined, { ifOlderThan }));
};
