import { baseApi } from '@/api/base-api';
import { toApiError } from '@/api/errors';
import { http } from '@/api/http';
import type {
  AddAddressResponse,
  BillingAccount,
  CheckoutPayload,
  CheckoutResponse,
  CoinbaseResponse,
  Country,
  MessageResponse,
  PaymentAccountInput,
  Product,
  ShippingAddress,
  ShippingAddressInput,
  ShippingRate,
  State,
} from '@/types/api';

const asList = <T>(data: unknown): T[] => {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object' && Array.isArray((data as { data?: unknown }).data)) {
    return (data as { data: T[] }).data;
  }
  return [];
};

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShippingAddresses: build.query<ShippingAddress[], void>({
      query: () => ({ url: '/user-shipping-address/' }),
      transformResponse: (data: unknown) => asList<ShippingAddress>(data),
      providesTags: [{ type: 'Addresses', id: 'LIST' }],
    }),
    addShippingAddress: build.mutation<AddAddressResponse, ShippingAddressInput>({
      query: (body) => ({ url: '/add/shipping-address', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'Addresses', id: 'LIST' }, 'Cart'],
    }),
    updateShippingAddress: build.mutation<
      AddAddressResponse,
      ShippingAddressInput & { id: number }
    >({
      query: (body) => ({ url: '/update/shipping-address', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'Addresses', id: 'LIST' }],
    }),
    deleteShippingAddress: build.mutation<MessageResponse, number>({
      query: (addressId) => ({
        url: '/delete/shipping-address',
        method: 'POST',
        data: { address_id: addressId },
      }),
      invalidatesTags: [{ type: 'Addresses', id: 'LIST' }],
    }),
    setPrimaryShippingAddress: build.mutation<MessageResponse, number>({
      query: (addressId) => ({
        url: '/primary/shipping-address',
        method: 'POST',
        data: { address_id: addressId },
      }),
      invalidatesTags: [{ type: 'Addresses', id: 'LIST' }],
    }),
    getBillingAccounts: build.query<BillingAccount[], void>({
      query: () => ({ url: '/user-billing-address' }),
      transformResponse: (data: unknown) => asList<BillingAccount>(data),
      providesTags: [{ type: 'BillingAccounts', id: 'LIST' }],
    }),
    addPaymentAccount: build.mutation<AddAddressResponse, PaymentAccountInput>({
      query: (body) => ({ url: '/add/payment-account', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'BillingAccounts', id: 'LIST' }],
    }),
    updatePaymentAccount: build.mutation<AddAddressResponse, PaymentAccountInput & { id: number }>({
      query: (body) => ({ url: '/update/payment-account', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'BillingAccounts', id: 'LIST' }],
    }),
    deletePaymentAccount: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: '/delete/payment-account', method: 'POST', data: { id } }),
      invalidatesTags: [{ type: 'BillingAccounts', id: 'LIST' }],
    }),
    getCountries: build.query<Country[], void>({
      query: () => ({ url: '/countries' }),
      transformResponse: (data: unknown) => asList<Country>(data),
      keepUnusedDataFor: 3600,
    }),
    getStates: build.query<State[], number | string>({
      query: (countryId) => ({ url: `/state/${countryId}` }),
      transformResponse: (data: unknown) => asList<State>(data),
      keepUnusedDataFor: 3600,
    }),
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
  useGetShippingAddressesQuery,
  useAddShippingAddressMutation,
  useUpdateShippingAddressMutation,
  useDeleteShippingAddressMutation,
  useSetPrimaryShippingAddressMutation,
  useGetBillingAccountsQuery,
  useAddPaymentAccountMutation,
  useUpdatePaymentAccountMutation,
  useDeletePaymentAccountMutation,
  useGetCountriesQuery,
  useGetStatesQuery,
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
