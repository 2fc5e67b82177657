import { useCallback } from 'react';
import { baseApi } from '@/api/base-api';
import { useAppDispatch } from '@/app/hooks';
import { setRole, setToken } from '@/lib/storage';
import { signedOut } from './user-slice';

/**
 * Removes what a session left in this tab, without a reload: the token, the role cookie, the user
 * slice (cart and loyalty reset on signedOut too) and every cached answer (carts, addresses, orders).
 * Logout, an expired session and a logout in another tab all end here.
 */
export const useClearSession = (): (() => void) => {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    setToken(null);
    setRole(null);
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
  }, [dispatch]);
};
