export {
  checkoutApi,
  useCreateCoinbaseChargeMutation,
  useGetShippingRateQuery,
  useGetUpsellProductsQuery,
} from './api';
