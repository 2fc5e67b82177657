import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '@/api/base-api';
import { useAppDispatch } from '@/app/hooks';
import { usePersistor } from '@/app/persistor-context';
import { paths } from '@/config/paths';
import { cartCleared } from '@/features/cart/cart-slice';
import { loyaltyCleared } from '@/features/loyalty/loyalty-slice';
import { setRole } from '@/lib/storage';
import { signedOut } from './user-slice';

/** redux-persist's storage key for persistConfig.key 'root'. */
export const PERSISTED_STATE_KEY = 'persist:root';

/** Spec part 1 §2.6: logout clears local storage (token, referral code, location cache, persisted state). */
const clearLocalStorage = (): void => {
  try {
    window.localStorage.clear();
  } catch {
    // Storage may be unavailable (private mode); nothing is stored then.
  }
};

/**
 * Signs out without a page reload: clear local storage and the role cookie, drop every cached answer
 * (carts, addresses, orders), reset the slices and go to /login.
 */
export const useLogout = (): (() => Promise<void>) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const persistor = usePersistor();
  return useCallback(async () => {
    clearLocalStorage();
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
