import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

const subscribe = () => () => undefined;

/**
 * `whileHydrating` while React hydrates a prerendered page (and when the build renders it), `value`
 * from the next render on. What differs per visitor (signed in, cart count, points) or per URL query
 * reads it, so the hydrating render matches the guest HTML the build wrote. React renders the
 * component again after hydration only when `value` differs from `whileHydrating` (the two are
 * compared with Object.is), and that render is synchronous: a guest's header or cart, equal to the
 * build's, is not rendered twice (docs/performance.md).
 */
export const useAfterHydration = <T>(value: T, whileHydrating: T): T =>
  useSyncExternalStore(
    subscribe,
    () => value,
    () => whileHydrating,
  );

/** False while React hydrates a prerendered page (and when the build renders it), true after. */
export const useHydrated = (): boolean => useAfterHydration(true, false);

const NO_PARAMS = new URLSearchParams();

/**
 * The URL's search params, as React Router's useSearchParams, but none while a prerendered page
 * hydrates: the build rendered it without any (a sort or filter in the URL applies a render later).
 */
export const useHydratedSearchParams = () => {
  const [params, setParams] = useSearchParams();
  return [useAfterHydration(params.toString() ? params : NO_PARAMS, NO_PARAMS), setParams] as const;
};
