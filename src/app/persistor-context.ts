import { createContext, useContext } from 'react';
import type { Persistor } from 'redux-persist';

/** The redux-persist persistor of the running store (logout purges it). Provided by AppProviders. */
export const PersistorContext = createContext<Persistor | null>(null);

export const usePersistor = (): Persistor | null => useContext(PersistorContext);
