import { baseApi } from '@/api/base-api';
import { answer } from '@/api/schema';
import { getReferralCode } from '@/lib/storage';
import type {
  AddToCartPayload,
  ApplyPromoPayload,
  Cart,
  CartQuantityAction,
  MessageResponse,
} from '@/types/api';
import { cart, messageResponse } from '@/types/schemas';
import { cartSummaryReceived } from './cart-slice';

const cartItemCount = ({ items }: Pick<Cart, 'items'>): number =>
  items.reduce((sum, item) => sum + item.qty, 0);

const message = answer(messageResponse);

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, void>({
      query: () => {
        const referral = getReferralCode();
        return {
          url: '/cart/',
          ip: 'guest-query',
          params: referral ? { refferal_code: referral } : undefined,
        };
      },
      transformResponse: answer(cart),
      providesTags: ['Cart'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            cartSummaryReceived({
              id: data.id ?? null,
              count: cartItemCount(data),
              email: data.email ?? null,
            }),
          );
        } catch {
          // The page shows its own error state.
        }
      },
    }),
    /** Signed-in add: success is a body `status === 200` (api-notes 3.4). */
    /** One product, or Quick Checkout's `items` (part 1 §7). */
    addToCart: build.mutation<MessageResponse, AddToCartPayload>({
      query: (body) => ({ url: '/cart/add', method: 'POST', data: body }),
      transformResponse: message,
      invalidatesTags: ['Cart', 'User'],
    }),
    /** Guest add by IP: success is HTTP ok. */
    guestAddToCart: build.mutation<MessageResponse, { product_id: number; qty: number }>({
      query: (body) => ({ url: '/cart/guest/add', method: 'POST', data: body, ip: 'body' }),
      transformResponse: message,
      invalidatesTags: ['Cart', 'User'],
    }),
    /** No tag invalidation: the cart page serialises line changes and refetches once after the last. */
    updateCartQuantity: build.mutation<MessageResponse, { id: number; action: CartQuantityAction }>(
      {
        query: (body) => ({
          url: '/cart/update-quantity',
          method: 'POST',
          data: body,
          ip: 'guest-query',
        }),
        transformResponse: message,
      },
    ),
    deleteCartItem: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/cart/delete/${id}`, method: 'POST', ip: 'guest-query' }),
      transformResponse: message,
    }),
    applyPromo: build.mutation<MessageResponse, ApplyPromoPayload>({
      query: (body) => ({ url: '/apply/promo', method: 'POST', data: body, ip: 'guest-query' }),
      transformResponse: message,
      invalidatesTags: ['Cart'],
    }),
    removePromo: build.mutation<MessageResponse, { cartId: number; promo: string }>({
      query: ({ cartId, promo }) => ({
        url: `/remove/promo/${cartId}`,
        method: 'POST',
        data: { promo },
        ip: 'guest-query',
      }),
      transformResponse: message,
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useGuestAddToCartMutation,
  useUpdateCartQuantityMutation,
  useDeleteCartItemMutation,
  useApplyPromoMutation,
  useRemovePromoMutation,
} = cartApi;
