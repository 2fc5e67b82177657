import { baseApi } from '@/api/base-api';
import {
  answer,
  entityOf,
  inData,
  isRecord,
  num,
  optBool,
  optional,
  optNum,
  optText,
  orNull,
  rows,
  toNumber,
  toNumberOrText,
} from '@/api/schema';
import { plainCall } from '@/api/plain-call';
import type {
  CheckoutPayload,
  CheckoutResponse,
  CoinbaseResponse,
  Product,
  ShippingRate,
} from '@/types/api';
import { optStatus, product } from '@/types/schemas';

const shippingRate = entityOf<ShippingRate>()({
  shipping_service_rate: num(0),
  standard_shipping: optional(toNumberOrText),
  autoShipMessage: optText,
  freeShipping: optBool,
});

/** Without a number in shipping_service_rate the rate is unknown (null), never a free $0. */
const rateAnswer = answer(
  orNull(
    shippingRate,
    (value) => isRecord(value) && toNumber(value.shipping_service_rate) !== undefined,
  ),
);

const coinbaseResponse = entityOf<CoinbaseResponse>()({
  status: optBool,
  hosted_url: optText,
  message: optText,
});

const checkoutResponse = answer(
  entityOf<CheckoutResponse>()({
    message: optText,
    order_id: optNum,
    status: optStatus,
  }),
);

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShippingRate: build.query<ShippingRate | null, { shippingId: number; autoShip: boolean }>({
      query: ({ shippingId, autoShip }) => ({
        url: `/shipingStation/getRate/${shippingId}`,
        params: { isAutoship: String(autoShip) },
      }),
      transformResponse: rateAnswer,
      providesTags: ['Cart'],
    }),
    getUpsellProducts: build.query<Product[], void>({
      query: () => ({ url: '/products', params: { filter: 'upsell' } }),
      transformResponse: answer(inData(rows(product))),
    }),
    createCoinbaseCharge: build.mutation<CoinbaseResponse, void>({
      query: () => ({ url: '/coin-base', method: 'POST' }),
      transformResponse: answer(coinbaseResponse),
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
export const postCheckout = (payload: Omit<CheckoutPayload, 'ip'>): Promise<CheckoutResponse> =>
  plainCall({ url: '/checkout', method: 'POST', data: payload, ip: 'body' }, checkoutResponse);

/** After an order: the cart, the order list and the credit balance change on the server (the points: refreshPoints). */
export const invalidateAfterOrder = () =>
  baseApi.util.invalidateTags(['Cart', 'Orders', 'Credits']);

/** A refused order with account credit: the balance may have changed, so it is read again. */
export const refreshCredits = () => baseApi.util.invalidateTags(['Credits']);
