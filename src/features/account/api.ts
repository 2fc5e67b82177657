import { asList } from '@/api/as-list';
import { baseApi } from '@/api/base-api';
import type {
  AddAddressResponse,
  BillingAccount,
  MessageResponse,
  PaymentAccountInput,
  ShippingAddress,
  ShippingAddressInput,
} from '@/types/api';

/** Saved shipping addresses and payment (billing) accounts: checkout and the account pages share them. */
export const accountApi = baseApi.injectEndpoints({
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
} = accountApi;
