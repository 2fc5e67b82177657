import { baseApi } from '@/api/base-api';
import { plainCall } from '@/api/plain-call';
import {
  answer,
  bool,
  entityOf,
  hasId,
  inData,
  list,
  notFoundAsNull,
  num,
  optBool,
  optEntity,
  optional,
  optNum,
  optText,
  orNull,
  rows,
  text,
  toNumber,
} from '@/api/schema';
import type {
  AccountUpdateResponse,
  AddAddressResponse,
  BasicInfo,
  BillingAccount,
  CreditsTotal,
  EmailPreferences,
  MessageResponse,
  OrderDetail,
  OrderListItem,
  OrderProduct,
  OrderShippingAddress,
  PaymentAccountInput,
  ShippingAddress,
  ShippingAddressInput,
  UserSummary,
} from '@/types/api';
import {
  billingAccount,
  maskedCardNumber,
  messageResponse,
  optStatus,
  serverErrors,
  shippingAddress,
} from '@/types/schemas';

const message = answer(messageResponse);

const addressResponse = answer(
  entityOf<AddAddressResponse>()({
    message: optText,
    errors: serverErrors,
    data: optEntity(shippingAddress),
    freeShipping: optBool,
  }),
);

/** Saved shipping addresses and payment (billing) accounts: checkout and the account pages share them. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShippingAddresses: build.query<ShippingAddress[], void>({
      query: () => ({ url: '/user-shipping-address/' }),
      transformResponse: answer(inData(rows(shippingAddress))),
      providesTags: [{ type: 'Addresses', id: 'LIST' }],
    }),
    addShippingAddress: build.mutation<AddAddressResponse, ShippingAddressInput>({
      query: (body) => ({ url: '/add/shipping-address', method: 'POST', data: body }),
      transformResponse: addressResponse,
      invalidatesTags: [{ type: 'Addresses', id: 'LIST' }, 'Cart'],
    }),
    updateShippingAddress: build.mutation<
      AddAddressResponse,
      ShippingAddressInput & { id: number }
    >({
      query: (body) => ({ url: '/update/shipping-address', method: 'POST', data: body }),
      transformResponse: addressResponse,
      invalidatesTags: [{ type: 'Addresses', id: 'LIST' }],
    }),
    deleteShippingAddress: build.mutation<MessageResponse, number>({
      query: (addressId) => ({
        url: '/delete/shipping-address',
        method: 'POST',
        data: { address_id: addressId },
      }),
      transformResponse: message,
      invalidatesTags: [{ type: 'Addresses', id: 'LIST' }],
    }),
    setPrimaryShippingAddress: build.mutation<MessageResponse, number>({
      query: (addressId) => ({
        url: '/primary/shipping-address',
        method: 'POST',
        data: { address_id: addressId },
      }),
      transformResponse: message,
      invalidatesTags: [{ type: 'Addresses', id: 'LIST' }],
    }),
    getBillingAccounts: build.query<BillingAccount[], void>({
      query: () => ({ url: '/user-billing-address' }),
      transformResponse: answer(inData(rows(billingAccount))),
      providesTags: [{ type: 'BillingAccounts', id: 'LIST' }],
    }),
    deletePaymentAccount: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: '/delete/payment-account', method: 'POST', data: { id } }),
      transformResponse: message,
      invalidatesTags: [{ type: 'BillingAccounts', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetShippingAddressesQuery,
  useAddShippingAddressMutation,
  useUpdateShippingAddressMutation,
  useDeleteShippingAddressMutation,
  useSetPrimaryShippingAddressMutation,
  useGetBillingAccountsQuery,
  useDeletePaymentAccountMutation,
} = accountApi;

// ---------- Orders, account information, e-mail preferences, credits ----------

const price = num(0);
const optPrice = optional(toNumber);

const orderListItem = entityOf<OrderListItem>()({
  id: num(0),
  created_at: text,
  first_name: text,
  last_name: text,
  total_amount: price,
  phone: optText,
  payment_status: text,
  payment_method: text,
  order_status: text,
  discount_amount: optPrice,
  source: optText,
  idempotency_key: optText,
});

const orderProduct = entityOf<OrderProduct>()({
  id: optNum,
  product_name: text,
  quantity: num(0),
  price,
  subtotal: optPrice,
});

const orderShippingAddress = entityOf<OrderShippingAddress>()({
  address: optText,
  shipping_city: optText,
  city: optText,
  state_name: optText,
  country_name: optText,
  phone: optText,
  email: optText,
});

const orderDetail = entityOf<OrderDetail>()({
  id: num(0),
  user_id: optNum,
  CartCheckoutDate: text,
  shipping_date: optText,
  shipping_email: optText,
  shipping_first_name: optText,
  shipping_last_name: optText,
  shipping_address: optEntity(orderShippingAddress),
  products: list(orderProduct),
  promo: optText,
  CartOrderType: optText,
  payment_method: optText,
  // Masked like the saved payment accounts' card_number: the full number never reaches the store.
  payment_card: maskedCardNumber,
  sub_total: price,
  shipping_fee: price,
  tax_amount: price,
  total_amount: price,
  discount_amount: optPrice,
  payment_status: optText,
  order_status: optText,
  idempotency_key: optText,
});

const creditsTotal = entityOf<CreditsTotal>()({
  status: optStatus,
  data: num(0),
  net_thirty: bool(false),
});

const accountUpdateResponse = entityOf<AccountUpdateResponse>()({
  status: optStatus,
  message: optText,
  errors: serverErrors,
});

/** The real API answers the list, or `{ data: [...] }`. */
const orderList = answer(inData(rows(orderListItem)));
/** An answer without an order id (or a 404: another customer's or an unknown order) is "no such order". */
const orderAnswer = answer(inData(orNull(orderDetail, hasId)));

export const accountInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrderListItem[], void>({
      query: () => ({ url: '/orders' }),
      transformResponse: orderList,
      providesTags: [{ type: 'Orders', id: 'LIST' }],
    }),
    getOrderDetail: build.query<OrderDetail | null, number>({
      queryFn: notFoundAsNull((id: number) => `/order/detail/${id}`, orderAnswer),
      providesTags: (_result, _error, id) => [{ type: 'Orders', id }],
    }),
    getCreditsTotal: build.query<CreditsTotal, void>({
      query: () => ({ url: '/get/credits/total' }),
      transformResponse: answer(creditsTotal),
      providesTags: ['Credits'],
    }),
    updateEmailPreferences: build.mutation<AccountUpdateResponse, EmailPreferences>({
      query: (body) => ({ url: '/update/email-preferences', method: 'POST', data: body }),
      transformResponse: answer(accountUpdateResponse),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useGetOrdersQuery,
  useGetOrderDetailQuery,
  useGetCreditsTotalQuery,
  useUpdateEmailPreferencesMutation,
} = accountInfoApi;

/** A 2xx answer whose `status` is there and falsy, or that carries `errors`, is a refusal (api-notes 3.2). */
export const isRefused = (answer: AccountUpdateResponse): boolean =>
  (answer.status !== undefined && !answer.status) || Boolean(answer.errors);

export type BasicInfoPayload = UserSummary & BasicInfo;

/**
 * POST /update/basic-information: the whole user summary plus the edits (api-notes 3.2). A plain call,
 * not a mutation: the password fields must never sit in the store as mutation arguments.
 */
export const updateBasicInformation = (payload: BasicInfoPayload): Promise<AccountUpdateResponse> =>
  plainCall(
    { url: '/update/basic-information', method: 'POST', data: payload },
    answer(accountUpdateResponse),
  );

/**
 * POST /add/payment-account, or /update/payment-account when the account has an id. A plain call, not
 * a mutation: the body carries the card number, which RTK Query would keep in the store (originalArgs)
 * and hand to the DevTools. Throws an ApiError on failure. useSavePaymentAccount also refreshes the list.
 */
export const postPaymentAccount = (account: PaymentAccountInput): Promise<AddAddressResponse> =>
  plainCall(
    {
      url: account.id ? '/update/payment-account' : '/add/payment-account',
      method: 'POST',
      data: account,
    },
    addressResponse,
  );
