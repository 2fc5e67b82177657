import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { baseApi } from './base-api';

/** What Retry needs of a useXQuery() result. */
export type RetryableQuery = {
  requestId?: string;
  isError: boolean;
  refetch: () => unknown;
};

type ApiRootState = { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };
type ApiStore = Store<ApiRootState> & {
  dispatch: ThunkDispatch<ApiRootState, unknown, UnknownAction>;
};
const useApiStore = useStore.withTypes<ApiStore>();

const restart = (store: ApiStore, query: RetryableQuery): void => {
  const running = store
    .dispatch(baseApi.util.getRunningQueriesThunk())
    .find((candidate) => candidate.requestId === query.requestId);
  if (!running) {
    if (query.isError) void query.refetch();
    return;
  }
  // RTK Query starts no second request for a key while one is in flight. The running one is
  // aborted (its signal cuts the request off on the wire, see apiBaseQuery) and the new one starts in
  // the same store update as the abandonment, so the page never renders the abandoned request's error.
  const unsubscribe = store.subscribe(() => {
    const entry = store.getState()[baseApi.reducerPath].queries[running.queryCacheKey];
    const abandoned = entry?.requestId === running.requestId;
    if (abandoned && entry.status === 'pending') return;
    unsubscribe();
    // Nothing to restart when the cache was reset or another request took over meanwhile.
    if (abandoned) void running.refetch();
  });
  running.abort();
};

/**
 * Retry for page reads that failed or are still pending ('Still loading…'): every given query that
 * is in flight or failed starts again; the ones that loaded are left alone.
 */
export const useRetry = (...queries: RetryableQuery[]): (() => void) => {
  const store = useApiStore();
  const latest = useRef(queries);
  useEffect(() => {
    latest.current = queries;
  });
  // The same function on every render: a memoised part of the page that takes it stays as it is.
  return useCallback(() => latest.current.forEach((query) => restart(store, query)), [store]);
};
