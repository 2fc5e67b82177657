import type { RoutePrefetch } from '@/app/route-prefetch';
import { PAGE_META_IDS, prefetchPageMeta } from '@/features/content';
import { cartApi } from './api';

/**
 * How old (in seconds) a cart answer may be when the cart page mounts: the loader's own request of
 * this visit, never one from an earlier visit (prices are never kept locally).
 */
export const CART_MAX_AGE_ON_MOUNT = 5;

/** /cart: the cart, always asked anew on a visit, and the page's meta. */
export const prefetchCart: RoutePrefetch = (dispatch) => {
  void dispatch(
    cartApi.endpoints.getCart.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  prefetchPageMeta(dispatch, PAGE_META_IDS.cart);
};
