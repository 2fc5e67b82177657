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
  text,
  toNumber,
  toNumberOrText,
} from '@/api/schema';
import { plainCall } from '@/api/plain-call';
import { env } from '@/config/env';
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
 * The idempotency key travels in the body; as a header too only when configured, because a new
 * header makes the browser ask the API's CORS first (decision 025). Throws an ApiError on failure.
 */
export const postCheckout = (payload: Omit<CheckoutPayload, 'ip'>): Promise<CheckoutResponse> =>
  plainCall(
    {
      url: '/checkout',
      method: 'POST',
      data: payload,
      ip: 'body',
      headers: env.idempotencyHeader ? { 'Idempotency-Key': payload.idempotency_key } : undefined,
    },
    checkoutResponse,
  );

type PlacedOrder = { id: number; created_at: string; total_amount: number };

const placedOrders = answer(
  rows(entityOf<PlacedOrder>()({ id: num(0), created_at: text, total_amount: num(NaN) })),
);

/** How recent an order must be to count as the one an unanswered POST /checkout placed. */
export const RECONCILE_WINDOW_MS = 15 * 60 * 1000;

/**
 * After POST /checkout got no answer: the order it may have placed (GET /orders' newest order,
 * created in the last 15 minutes, with the same total), or null when there is none. Throws an
 * ApiError when the list cannot be read either.
 */
export const findPlacedOrder = async (
  total: number,
  now = Date.now(),
): Promise<PlacedOrder | null> => {
  const orders = await plainCall({ url: '/orders' }, placedOrders);
  const newest = orders.reduce<PlacedOrder | null>(
    (found, order) =>
      !found || Date.parse(order.created_at) > Date.parse(found.created_at) ? order : found,
    null,
  );
  if (!newest) return null;
  const age = now - Date.parse(newest.created_at);
  const sameTotal = Math.abs(newest.total_amount - total) < 0.005;
  return age >= -60_000 && age <= RECONCILE_WINDOW_MS && sameTotal ? newest : null;
};

/** After an order: the cart, the order list and the credit balance change on the server (the points: refreshPoints). */
export const invalidateAfterOrder = () =>
  baseApi.util.invalidateTags(['Cart', 'Orders', 'Credits']);

/** A refused order with account credit: the balance may have changed, so it is read again. */
export const refreshCredits = () => baseApi.util.invalidateTags(['Credits']);
