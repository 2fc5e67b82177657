import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AppNavigate } from '@/components/ui/app-link';

/**
 * The navigation every AppLink uses: the router's, replacing the history entry when the link is to the
 * page shown, as its Link does. Its identity never changes, so no link re-renders on a navigation.
 */
export function useAppNavigate(): AppNavigate {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const shown = useRef('');
  useEffect(() => {
    shown.current = `${pathname}${search}${hash}`;
  }, [pathname, search, hash]);
  return useCallback(
    (to, state) => void navigate(to, { state, replace: to === shown.current }),
    [navigate],
  );
}
