import { asList } from '@/api/as-list';
import { baseApi } from '@/api/base-api';
import { toApiError } from '@/api/errors';
import { http } from '@/api/http';
import type {
  CheckoutPayload,
  CheckoutResponse,
  CoinbaseResponse,
  Product,
  ShippingRate,
} from '@/types/api';

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShippingRate: build.query<ShippingRate, { shippingId: number; autoShip: boolean }>({
      query: ({ shippingId, autoShip }) => ({
        url: `/shipingStation/getRate/${shippingId}`,
        params: { isAutoship: String(autoShip) },
      }),
      providesTags: ['Cart'],
    }),
    getUpsellProducts: build.query<Product[], void>({
      query: () => ({ url: '/products', params: { filter: 'upsell' } }),
      transformResponse: (data: unknown) => asList<Product>(data),
    }),
    createCoinbaseCharge: build.mutation<CoinbaseResponse, void>({
      query: () => ({ url: '/coin-base', method: 'POST' }),
    }),
  }),
});

export const {
  useGetShippingRateQuery,
  useGetUpsellProductsQuery,
  useCreateCoinbaseChargeMutation,
} = checkoutApi;

/**
 * POST /checkout with ip in the body. Deliberately not an RTK Query mutation: a mutation's argument
 * is dispatched in actions and kept in the store (originalArgs), and this body carries card data.
 * Throws an ApiError on failure.
 */
export const postCheckout = async (
  payload: Omit<CheckoutPayload, 'ip'>,
): Promise<CheckoutResponse> => {
  try {
    const response = await http.post<CheckoutResponse>('/checkout', payload, { ip: 'body' });
    return response.data;
  } catch (error) {
    throw toApiError(error);
  }
};

/** After an order: the cart, header summary, points and order list change on the server. */
export const invalidateAfterOrder = () =>
  baseApi.util.invalidateTags(['Cart', 'User', 'Orders', 'Loyalty']);
