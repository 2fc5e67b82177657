import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a prerendered page (and when the build renders it), true from the next
 * render on. What differs per visitor (signed in, cart count, points) reads it, so the hydrating
 * render matches the guest HTML the build wrote and the visitor's own values follow at once.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

const NO_PARAMS = new URLSearchParams();

/**
 * The URL's search params, as React Router's useSearchParams, but none while a prerendered page
 * hydrates: the build rendered it without any (a sort or filter in the URL applies a render later).
 */
export const useHydratedSearchParams = () => {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  return [hydrated ? params : NO_PARAMS, setParams] as const;
};
