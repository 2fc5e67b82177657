import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void): (() => void) => {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
};

const read = (): boolean => Boolean(window.matchMedia?.(QUERY)?.matches);

export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(subscribe, read, () => false);
