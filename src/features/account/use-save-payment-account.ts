import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import type { AddAddressResponse, PaymentAccountInput } from '@/types/api';
import { accountApi, postPaymentAccount } from './api';

/**
 * Adds a payment account (no id) or updates one, then refreshes the saved accounts. The card number
 * goes out in the request only (postPaymentAccount): never through the store. Throws an ApiError.
 */
export const useSavePaymentAccount = () => {
  const dispatch = useAppDispatch();
  return useCallback(
    async (account: PaymentAccountInput): Promise<AddAddressResponse> => {
      const response = await postPaymentAccount(account);
      dispatch(accountApi.util.invalidateTags([{ type: 'BillingAccounts', id: 'LIST' }]));
      return response;
    },
    [dispatch],
  );
};
