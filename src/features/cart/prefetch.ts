import type { RoutePrefetch } from '@/app/start-up/route-loaders';
import { loadSanitizer } from '@/lib/clean-html';
import { lazyPart } from '@/lib/lazy-part';
import { PAGE_META_IDS, prefetchPageMeta } from '@/features/content';
import { cartApi } from './api';
import { selectCartCount } from './cart-slice';

/**
 * How old (in seconds) a cart answer may be when the cart page mounts: the loader's own request of
 * this visit, never one from an earlier visit (prices are never kept locally).
 */
export const CART_MAX_AGE_ON_MOUNT = 5;

/**
 * The module of a cart with lines (lines, promo code, totals): an empty cart's page does without it.
 * Its download starts early (`preload`); a failure is left to the page, which asks again and says so.
 * It comes with DOMPurify: the totals of a cart with lines show the API's `shipping_message` (HTML),
 * which then never paints empty and fills (decision 039). Without DOMPurify the message shows as text.
 */
export const filledCart = lazyPart(() =>
  Promise.all([import('./components/filled-cart'), loadSanitizer().catch(() => undefined)]).then(
    ([module]) => module.FilledCart,
  ),
);

/** /cart: the page's meta, the same for every visitor (the build prerenders the page with it). */
export const prefetchCartPage: RoutePrefetch = (dispatch) => {
  prefetchPageMeta(dispatch, PAGE_META_IDS.cart);
};

/**
 * /cart: the visitor's cart, always asked anew on a visit. A cart the header counts lines in will
 * most likely show them: the filled cart's module then downloads beside the page's own.
 */
export const prefetchVisitorCart: RoutePrefetch = (dispatch) => {
  void dispatch(
    cartApi.endpoints.getCart.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  dispatch((_, getState) => {
    if (selectCartCount(getState()) > 0) filledCart.preload();
  });
};
