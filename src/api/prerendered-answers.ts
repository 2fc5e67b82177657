import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, type PrerenderedAnswers } from './base-api';

type ApiState = { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };
type Thunk<T> = ThunkAction<T, ApiState, unknown, UnknownAction>;
type Initiate = (
  arg: unknown,
  options: { subscribe: boolean; forceRefetch: boolean },
) => ThunkAction<PromiseLike<unknown>, ApiState, unknown, UnknownAction>;

/** Settles once no query of the store is running, including those a settled one started. */
export const answersSettled = (): Thunk<Promise<void>> => async (dispatch) => {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const running = dispatch(baseApi.util.getRunningQueriesThunk());
    if (running.length === 0) return;
    await Promise.allSettled(running);
  }
};

/** The store's answered queries, as a route loader hands them to the page's render. */
export const takeAnswers = (): Thunk<PrerenderedAnswers> => (_dispatch, getState) => {
  const { queries, provided } = getState()[baseApi.reducerPath];
  const answered = Object.fromEntries(
    Object.entries(queries).filter(([, query]) => query?.status === 'fulfilled'),
  );
  return { queries: answered, mutations: {}, provided };
};

/** Fetches every query of `answers` again: what the build rendered is replaced by this visit's answers. */
export const refreshAnswers =
  (answers: PrerenderedAnswers[]): Thunk<Promise<unknown>> =>
  (dispatch) => {
    // baseApi's own type lists no endpoints: the features inject them.
    const endpoints = baseApi.endpoints as Record<string, { initiate?: Initiate } | undefined>;
    const calls = answers.flatMap(({ queries }) =>
      Object.values(queries).map((query) => {
        const { endpointName, originalArgs } = query as { endpointName: string; originalArgs: unknown };
        const initiate = endpoints[endpointName]?.initiate;
        return initiate
          ? dispatch(initiate(originalArgs, { subscribe: false, forceRefetch: true }))
          : undefined;
      }),
    );
    return Promise.allSettled(calls);
  };
