export {
  cartApi,
  useAddToCartMutation,
  useApplyPromoMutation,
  useDeleteCartItemMutation,
  useGetCartQuery,
  useGuestAddToCartMutation,
  useRemovePromoMutation,
  useUpdateCartQuantityMutation,
} from './api';
export {
  cartSlice,
  persistedCartSchema,
  cartSummaryReceived,
  selectCartCount,
  selectCartEmail,
  selectCartId,
  type CartState,
} from './cart-slice';
export { CART_MESSAGES } from './messages';
export { prefetchCartPage, prefetchVisitorCart } from './prefetch';
export { useAddToCart, useCardCartActions, type CartAction } from './use-add-to-cart';
