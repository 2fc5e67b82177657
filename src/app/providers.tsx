import { useState, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { makePersistor, makeStore, type AppStore } from './store';

type AppProvidersProps = { children: ReactNode; store?: AppStore };

export function AppProviders({ children, store: givenStore }: AppProvidersProps) {
  const [{ store, persistor }] = useState(() => {
    const store = givenStore ?? makeStore();
    return { store, persistor: makePersistor(store) };
  });
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <HelmetProvider>{children}</HelmetProvider>
      </PersistGate>
    </Provider>
  );
}
