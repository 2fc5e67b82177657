import type { RoutePrefetch } from '@/app/start-up/route-loaders';
import { PREFETCH_IF_OLDER_THAN as ifOlderThan } from '@/api/base-api';
import { testimonialsApi } from './api';

/** /testimonial: the testimonials. */
export const prefetchTestimonials: RoutePrefetch = (dispatch) => {
  dispatch(testimonialsApi.util.prefetch('getTestimonials', undefined, { ifOlderThan }));
};
