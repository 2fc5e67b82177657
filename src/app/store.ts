import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  createTransform,
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
} from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import { baseApi } from '@/api/base-api';
import { persistStorage } from '@/lib/storage';
import * as v from 'valibot';
import { persistedUserSchema, storedSession, userSlice, type UserState } from '@/features/auth';
import { cartSlice, persistedCartSchema } from '@/features/cart';
import { loyaltySlice, persistedLoyaltySchema } from '@/features/loyalty';

const rootReducer = combineReducers({
  [userSlice.reducerPath]: userSlice.reducer,
  [cartSlice.reducerPath]: cartSlice.reducer,
  [loyaltySlice.reducerPath]: loyaltySlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** loggedIn and role mirror the token and the cookie: they are re-read at start, never persisted. */
const userSessionTransform = createTransform<UserState, Partial<UserState>>(
  ({ id, firstName, email }) => ({ id, firstName, email }),
  // autoMergeLevel2 merges these fields over the fresh initial state; a bad shape merges nothing.
  (persisted) => (v.is(persistedUserSchema, persisted) ? persisted : {}) as UserState,
  { whitelist: ['user'] },
);

/**
 * A persisted slice read back is checked against the slice's own schema: a hand-edited or older
 * shape never reaches a component; the slice starts from its initial state instead.
 */
const checkedOnRead = <S>(key: string, schema: v.GenericSchema<S>, initial: S) =>
  createTransform<S, S>(
    (state) => state,
    (persisted) => (v.is(schema, persisted) ? persisted : initial),
    { whitelist: [key] },
  );

export const persistConfig = {
  key: 'root',
  version: 1,
  storage: persistStorage,
  timeout: 5000,
  // Only the three small slices; the API cache (prices, carts, addresses) is never persisted.
  whitelist: ['user', 'cart', 'loyalty'],
  transforms: [
    userSessionTransform,
    checkedOnRead(cartSlice.reducerPath, persistedCartSchema, cartSlice.getInitialState()),
    checkedOnRead(loyaltySlice.reducerPath, persistedLoyaltySchema, loyaltySlice.getInitialState()),
  ],
  stateReconciler: autoMergeLevel2,
};

const persistedReducer = persistReducer<RootState>(persistConfig, rootReducer);

type PersistedRootState = ReturnType<typeof persistedReducer>;

export const makeStore = (preloadedState?: Partial<RootState>) => {
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: {
      [userSlice.reducerPath]: storedSession(),
      ...preloadedState,
    } as PersistedRootState,
    // The extension sees every action and state, API answers included: development builds only.
    devTools: import.meta.env.DEV,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const makePersistor = (store: AppStore): Persistor => persistStore(store);

type BrowserApp = { store: AppStore; persistor: Persistor };
let browserApp: BrowserApp | undefined;

/**
 * The browser's one store and persistor, made on first use (the client entry, a client loader):
 * route loaders start their page's calls with the store the page renders with.
 */
export const browserStore = (): BrowserApp => {
  if (!browserApp) {
    const store = makeStore();
    browserApp = { store, persistor: makePersistor(store) };
  }
  return browserApp;
};

/** Tests: the store (and persistor) the route loaders use, as the client entry's would be. */
export const setBrowserStore = (app: BrowserApp | undefined): void => {
  browserApp = app;
};
