import { useSyncExternalStore } from 'react';

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
