import type { RoutePrefetch } from '@/app/route-prefetch';
import { PAGE_META_IDS, prefetchPageMeta } from '@/features/content';
import { cartApi } from './api';
import { selectCartCount } from './cart-slice';

/**
 * How old (in seconds) a cart answer may be when the cart page mounts: the loader's own request of
 * this visit, never one from an earlier visit (prices are never kept locally).
 */
export const CART_MAX_AGE_ON_MOUNT = 5;

/** The module of a cart with lines (lines, promo code, totals): an empty cart's page does without it. */
export const loadFilledCart = () =>
  import('./components/filled-cart').then((module) => module.FilledCart);

/**
 * /cart: the cart, always asked anew on a visit, and the page's meta. A cart the header counts lines
 * in will most likely show them: the filled cart's module then downloads beside the page's own.
 */
export const prefetchCart: RoutePrefetch = (dispatch) => {
  void dispatch(
    cartApi.endpoints.getCart.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  prefetchPageMeta(dispatch, PAGE_META_IDS.cart);
  dispatch((_, getState) => {
    if (selectCartCount(getState()) > 0) void loadFilledCart().catch(() => undefined);
  });
};
