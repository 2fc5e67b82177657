import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistorContext } from './persistor-context';
import type { Persistor } from 'redux-persist';
import { makePersistor, makeStore, type AppStore } from './store';

type AppProvidersProps = { children: ReactNode; store?: AppStore; persistor?: Persistor };

/**
 * Renders nothing until the persisted state is back, as redux-persist's PersistGate. Unlike that gate
 * it reads the persistor during render: when the state is already back (main.tsx waits for it), the
 * first render holds the whole app. PersistGate first renders null and lifts in componentDidMount,
 * which re-rendered the whole app synchronously in the first commit (one long task at load).
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
    return { store, persistor: givenPersistor ?? makePersistor(store) };
  });
  return (
    <Provider store={store}>
      <PersistorContext.Provider value={persistor}>
        <PersistedStateGate persistor={persistor}>{children}</PersistedStateGate>
      </PersistorContext.Provider>
    </Provider>
  );
}
