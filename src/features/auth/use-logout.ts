import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '@/api/base-api';
import { useAppDispatch } from '@/app/hooks';
import { usePersistor } from '@/app/persistor-context';
import { paths } from '@/config/paths';
import { cartCleared } from '@/features/cart/cart-slice';
import { loyaltyCleared } from '@/features/loyalty/loyalty-slice';
import { clearStorage, setRole } from '@/lib/storage';
import { signedOut } from './user-slice';

/**
 * Signs out without a page reload: clear local storage and the role cookie, drop every cached answer
 * (carts, addresses, orders), reset the slices and go to /login.
 */
export const useLogout = (): (() => Promise<void>) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const persistor = usePersistor();
  return useCallback(async () => {
    clearStorage();
    setRole(null);
    dispatch(signedOut());
    dispatch(cartCleared());
    dispatch(loyaltyCleared());
    dispatch(baseApi.util.resetApiState());
    try {
      await persistor?.purge();
    } catch {
      // Storage may be unavailable (private mode); the slices are already cleared.
    }
    await navigate(paths.login);
  }, [dispatch, navigate, persistor]);
};
