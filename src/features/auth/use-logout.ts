import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '@/api/base-api';
import { useAppDispatch } from '@/app/hooks';
import { usePersistor } from '@/app/persistor-context';
import { paths } from '@/config/paths';
import { cartCleared } from '@/features/cart/cart-slice';
import { loyaltyCleared } from '@/features/loyalty/loyalty-slice';
import { setReferralCode, setRole, setToken, writeItem } from '@/lib/storage';
import { signedOut } from './user-slice';

/** redux-persist's storage key for persistConfig.key 'root'. */
export const PERSISTED_STATE_KEY = 'persist:root';

/**
 * Signs out without a page reload: forget the token, referral code, role cookie and persisted state,
 * drop every cached answer (carts, addresses, orders), reset the slices and go to /login.
 */
export const useLogout = (): (() => Promise<void>) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const persistor = usePersistor();
  return useCallback(async () => {
    setToken(null);
    setReferralCode(null);
    setRole(null);
    writeItem(PERSISTED_STATE_KEY, null);
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
