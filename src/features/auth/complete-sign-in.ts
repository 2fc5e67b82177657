import { useCallback } from 'react';
import { baseApi } from '@/api/base-api';
import { useAppDispatch } from '@/app/hooks';
import { notify } from '@/lib/notify';
import { setRole, setToken } from '@/lib/storage';
import { AUTH_MESSAGES } from './messages';
import { signedIn } from './user-slice';

export type CompleteSignIn = (token: string, role?: string | number | null) => void;

/**
 * After a login, registration-then-login or guest registration: store the token and role cookie,
 * flip the store to signed in and drop every cached answer so the user summary and cart refetch
 * for the new identity (no full page reload needed).
 */
export const useCompleteSignIn = (): CompleteSignIn => {
  const dispatch = useAppDispatch();
  return useCallback(
    (token, role) => {
      // A storage that refuses the token keeps the session for this visit only, and says so.
      if (!setToken(token)) notify.info(AUTH_MESSAGES.signedInForVisit);
      const roleText = role === null || role === undefined || role === '' ? null : String(role);
      if (roleText !== null) setRole(roleText);
      dispatch(signedIn({ role: roleText }));
      dispatch(baseApi.util.resetApiState());
    },
    [dispatch],
  );
};
