import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the app shell is prerendered at build time (src/app/prerender.tsx), true in the
 * browser from the first render. The static shell keeps its controls inert with it: the client
 * replaces that HTML, so anything typed or toggled in it before then would be lost.
 */
export const useIsClient = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
