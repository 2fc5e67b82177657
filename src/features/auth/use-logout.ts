import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '@/api/base-api';
import { useAppDispatch, usePersistor } from '@/app/hooks';
import { paths } from '@/config/paths';
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
    // The cart and loyalty slices reset on signedOut too.
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
    try {
      await persistor?.purge();
    } catch {
      // Storage may be unavailable (private mode); the slices are already cleared.
    }
    await navigate(paths.login);
  }, [dispatch, navigate, persistor]);
};
