import { baseApi } from '@/api/base-api';
import { answer, entityOf, inData, optBool, optEntity, optText, rows } from '@/api/schema';
import type {
  AddAddressResponse,
  BillingAccount,
  MessageResponse,
  PaymentAccountInput,
  ShippingAddress,
  ShippingAddressInput,
} from '@/types/api';
import { billingAccount, messageResponse, serverErrors, shippingAddress } from '@/types/schemas';

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
    addPaymentAccount: build.mutation<AddAddressResponse, PaymentAccountInput>({
      query: (body) => ({ url: '/add/payment-account', method: 'POST', data: body }),
      transformResponse: addressResponse,
      invalidatesTags: [{ type: 'BillingAccounts', id: 'LIST' }],
    }),
    updatePaymentAccount: build.mutation<AddAddressResponse, PaymentAccountInput & { id: number }>({
      query: (body) => ({ url: '/update/payment-account', method: 'POST', data: body }),
      transformResponse: addressResponse,
      invalidatesTags: [{ type: 'BillingAccounts', id: 'LIST' }],
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
  useAddPaymentAccountMutation,
  useUpdatePaymentAccountMutation,
  useDeletePaymentAccountMutation,
} = accountApi;
