import type { Persistor } from 'redux-persist';

const live = new Set<Persistor>();

/** A persistor a test rendered with (renderRoute), stopped after the test by `stopPersistors`. */
export const trackPersistor = (persistor: Persistor): void => {
  live.add(persistor);
};

/**
 * Pauses every tracked persistor and writes what it still had to write, so the storage can then be
 * cleared: neither its pending writes nor an answer arriving after the test (a call starts a task
 * after it is asked for) reach the next test's store.
 */
export const stopPersistors = async (): Promise<void> => {
  const stopping = [...live];
  live.clear();
  for (const persistor of stopping) {
    persistor.pause();
    await persistor.flush();
  }
};
