import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistorContext } from './persistor-context';
import { makePersistor, makeStore, type AppStore } from './store';

type AppProvidersProps = {
  children: ReactNode;
  store?: AppStore;
  /** null: no persisted state (the build's render). Missing: one is made for `store`. */
  persistor?: Persistor | null;
};

/**
 * Renders nothing until the persisted state is back, as redux-persist's PersistGate, but reads the
 * persistor during render: the browser's entry waits for it before hydrating, so the first render
 * holds the whole app (PersistGate's would be empty, and the page would not hydrate).
 */
function PersistedStateGate({
  persistor,
  children,
}: {
  persistor: Persistor;
  children: ReactNode;
}) {
  const bootstrapped = useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
    () => persistor.getState().bootstrapped,
  );
  return bootstrapped ? children : null;
}

export function AppProviders({
  children,
  store: givenStore,
  persistor: givenPersistor,
}: AppProvidersProps) {
  const [{ store, persistor }] = useState(() => {
    const store = givenStore ?? makeStore();
    return {
      store,
      persistor: givenPersistor === undefined ? makePersistor(store) : givenPersistor,
    };
  });
  return (
    <Provider store={store}>
      <PersistorContext.Provider value={persistor}>
        {persistor ? (
          <PersistedStateGate persistor={persistor}>{children}</PersistedStateGate>
        ) : (
          children
        )}
      </PersistorContext.Provider>
    </Provider>
  );
}
