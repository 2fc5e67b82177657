import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from './base-api';

type ApiState = { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };
type Initiate = (
  arg: unknown,
  options: { subscribe: boolean; forceRefetch: boolean },
) => ThunkAction<unknown, ApiState, unknown, UnknownAction>;

/** Runs every query whose last request failed once more (a route's "Try again", no page reload). */
export const retryFailedQueries =
  (): ThunkAction<void, ApiState, unknown, UnknownAction> => (dispatch, getState) => {
    // baseApi's own type lists no endpoints: the features inject them.
    const endpoints = baseApi.endpoints as Record<string, { initiate?: Initiate } | undefined>;
    for (const query of Object.values(getState()[baseApi.reducerPath].queries)) {
      if (query?.status !== 'rejected') continue;
      const initiate = endpoints[query.endpointName]?.initiate;
      if (initiate)
        dispatch(initiate(query.originalArgs, { subscribe: false, forceRefetch: true }));
    }
  };
