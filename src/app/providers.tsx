import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { PersistorContext } from './persistor-context';
import type { Persistor } from 'redux-persist';
import { makePersistor, makeStore, type AppStore } from './store';

type AppProvidersProps = { children: ReactNode; store?: AppStore; persistor?: Persistor };

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
        <PersistGate loading={null} persistor={persistor}>
          {children}
        </PersistGate>
      </PersistorContext.Provider>
    </Provider>
  );
}
