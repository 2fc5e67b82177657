import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { onSessionExpired } from '@/api/base-query';
import { loginHref, paths } from '@/config/paths';
import { selectLoggedIn, useClearSession, useCompleteSignIn } from '@/features/auth';
import { notify } from '@/lib/notify';
import { getRole, getToken, LOGIN_KEY, setPendingNotice, takePendingNotice } from '@/lib/storage';
import { useAppSelector } from './hooks';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/**
 * Keeps this tab's session in step with the API and with the other tabs:
 * - the API refused the token (a 401, see api/base-query.ts): clear the session, say so, and go to
 *   /login?from=<this page>, which returns here after signing in;
 * - another tab logged out (the `login` key removed, or the whole storage cleared): clear the session
 *   here too; the route loaders run again, so a guarded page's guard sends the shopper to /login;
 * - another tab signed in: follow it (the token is shared, the state must say so).
 */
export function useSessionSync(): void {
  const clearSession = useClearSession();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { revalidate } = useRevalidator();
  const loggedIn = useAppSelector(selectLoggedIn);

  useEffect(
    () =>
      onSessionExpired(() => {
        clearSession();
        notify.error(SESSION_EXPIRED_MESSAGE);
        if (pathname === paths.login) return;
        // /login opens as a new document when this one has run a third-party script by the time
        // it renders (decision 034): that document says it again.
        const login = loginHref(pathname + search);
        setPendingNotice(SESSION_EXPIRED_MESSAGE, login);
        void navigate(login);
      }),
    [clearSession, navigate, pathname, search],
  );

  // The address this document opened with, for a notice a previous document left for it.
  const openedAt = useRef(pathname + search);
  useEffect(() => {
    const notice = takePendingNotice(openedAt.current);
    if (notice) notify.error(notice);
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== LOGIN_KEY) return;
      const token = getToken();
      if (!token && loggedIn) {
        clearSession();
        void revalidate();
      } else if (token && event.key === LOGIN_KEY) {
        completeSignIn(token, getRole());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [clearSession, completeSignIn, loggedIn, revalidate]);
}
