import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { nextTask } from '@/lib/next-task';
import { browserStore } from './store';

/**
 * The persisted state (the visitor's session, cart and points) is restored before React hydrates,
 * so the first effects already see the visitor; what differs from the build's guest HTML waits for
 * hydration (useHydrated).
 */
const { persistor } = browserStore();
const restored = new Promise<void>((resolve) => {
  if (persistor.getState().bootstrapped) return resolve();
  const unsubscribe = persistor.subscribe(() => {
    if (!persistor.getState().bootstrapped) return;
    unsubscribe();
    resolve();
  });
});

// Hydration starts in a task of its own: the modules' evaluation above is one long task already.

void restored.then(nextTask).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
