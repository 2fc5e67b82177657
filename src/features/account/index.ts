export {
  accountApi,
  useAddPaymentAccountMutation,
  useAddShippingAddressMutation,
  useDeletePaymentAccountMutation,
  useDeleteShippingAddressMutation,
  useGetBillingAccountsQuery,
  useGetCreditsTotalQuery,
  useGetShippingAddressesQuery,
  useSetPrimaryShippingAddressMutation,
  useUpdatePaymentAccountMutation,
  useUpdateShippingAddressMutation,
} from './api';
export { AddressFields, emptyAddress, type AddressValues } from './components/address-fields';
export { AddressForm } from './components/address-form';
export { AddressSummary } from './components/address-summary';
