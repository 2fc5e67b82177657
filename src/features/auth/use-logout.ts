import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { usePersistor } from '@/app/hooks';
import { paths } from '@/config/paths';
import { clearStorage } from '@/lib/storage';
import { useClearSession } from './use-clear-session';

/**
 * Signs out without a page reload: clear local storage (spec §2.6) and the session, purge the
 * persisted slices and go to /login. The other open tabs follow (app/use-session-sync.ts).
 */
export const useLogout = (): (() => Promise<void>) => {
  const navigate = useNavigate();
  const persistor = usePersistor();
  const clearSession = useClearSession();
  return useCallback(async () => {
    clearStorage();
    clearSession();
    try {
      await persistor?.purge();
    } catch {
      // Storage may be unavailable (private mode); the slices are already cleared.
    }
    await navigate(paths.login);
  }, [clearSession, navigate, persistor]);
};
