export {
  accountApi,
  useAddShippingAddressMutation,
  useDeletePaymentAccountMutation,
  useDeleteShippingAddressMutation,
  useGetBillingAccountsQuery,
  useGetCreditsTotalQuery,
  useGetShippingAddressesQuery,
  useSetPrimaryShippingAddressMutation,
  useUpdateShippingAddressMutation,
} from './api';
export { useSavePaymentAccount } from './use-save-payment-account';
export { AddressFields, emptyAddress, type AddressValues } from './components/address-fields';
export { AddressForm } from './components/address-form';
export { AddressSummary } from './components/address-summary';
