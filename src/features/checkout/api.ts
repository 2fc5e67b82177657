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
 * header makes the browser ask the API's CORS first (decision 031). Throws an ApiError on failure.
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

type PlacedOrder = {
  id: number;
  created_at: string;
  total_amount: number;
  idempotency_key?: string;
  transaction_token?: string;
};

const placedOrders = answer(
  inData(
    rows(
      entityOf<PlacedOrder>()({
        id: num(0),
        created_at: text,
        total_amount: num(NaN),
        idempotency_key: optText,
        transaction_token: optText,
      }),
    ),
  ),
);

/** How long after it was sent an order may be created and still count as the attempt's (no keys). */
export const RECONCILE_WINDOW_MS = 15 * 60 * 1000;

/** The attempt whose POST /checkout got no answer (or not one that says it was refused). */
export type SentAttempt = {
  key: string;
  total: number;
  /** When POST /checkout was sent (ms since the epoch). */
  sentAt: number;
  /** A wallet's transaction_token: its order is never confirmed by its total alone. */
  transactionToken?: string;
};

/**
 * What GET /orders says of an attempt: placed (its order), not placed (the orders carry keys and
 * none is its), or unsure (orders without keys, and none matches for sure).
 */
export type AttemptOutcome = { placed: true; orderId: number } | { placed: false; sure: boolean };

/**
 * The attempt's order in an order list (decision 031). Orders that carry keys are matched by the
 * attempt's key only: an earlier order of the same total (Buy it again) is never taken for it. An
 * API whose orders carry no key at all: only the one order created after the attempt was sent, of
 * its total, and a wallet's only with its transaction_token.
 */
export const matchAttempt = (orders: PlacedOrder[], attempt: SentAttempt): AttemptOutcome => {
  if (orders.some((order) => order.idempotency_key)) {
    const own = orders.find((order) => order.idempotency_key === attempt.key);
    return own ? { placed: true, orderId: own.id } : { placed: false, sure: true };
  }
  if (orders.length === 0) return { placed: false, sure: true };
  const candidates = orders.filter((order) => {
    const after = Date.parse(order.created_at) - attempt.sentAt;
    return (
      after >= 0 &&
      after <= RECONCILE_WINDOW_MS &&
      Math.abs(order.total_amount - attempt.total) < 0.005 &&
      (!attempt.transactionToken || order.transaction_token === attempt.transactionToken)
    );
  });
  const [only] = candidates;
  return candidates.length === 1 && only
    ? { placed: true, orderId: only.id }
    : { placed: false, sure: false };
};

/**
 * After POST /checkout got no answer, or one that does not say the order was refused: whether the
 * attempt's order exists (GET /orders). Throws an ApiError when the list cannot be read either.
 */
export const findPlacedOrder = async (attempt: SentAttempt): Promise<AttemptOutcome> =>
  matchAttempt(await plainCall({ url: '/orders' }, placedOrders), attempt);

/** After an order: the cart, the order list and the credit balance change on the server (the points: refreshPoints). */
export const invalidateAfterOrder = () =>
  baseApi.util.invalidateTags(['Cart', 'Orders', 'Credits']);

/** A refused order with account credit: the balance may have changed, so it is read again. */
export const refreshCredits = () => baseApi.util.invalidateTags(['Credits']);
