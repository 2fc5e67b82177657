import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import type { Persistor } from 'redux-persist';
import { nextTask } from '@/lib/next-task';
import { browserStore } from './store';

/**
 * The persisted state (the visitor's session, cart and points) is restored before React hydrates,
 * so the first effects already see the visitor; what differs from the build's guest HTML waits for
 * hydration (useHydrated).
 */
const restored = (persistor: Persistor) =>
  new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });

// The modules evaluate in stages before this runs (scripts/module-stages.ts); the store's set-up
// (with the persisted state's restoring) and the hydration each start a task of their own too
// (docs/performance.md).
void nextTask()
  .then(() => restored(browserStore().persistor))
  .then(nextTask)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
