import { configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { copyWithStructuralSharing } from '@reduxjs/toolkit/query';
import { baseApi, type PrerenderedAnswers } from '@/api/base-api';
import { nextTask } from '@/lib/next-task';

type ApiState = { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };
type Thunk<T> = ThunkAction<T, ApiState, unknown, UnknownAction>;
type Initiate = (
  arg: unknown,
  options: { subscribe: boolean; forceRefetch: boolean },
) => ThunkAction<PromiseLike<unknown>, ApiState, unknown, UnknownAction>;

/** A prerendered query, as refreshAnswers asks it again. */
type Query = { endpointName: string; originalArgs: unknown };

/** Settles once no query of the store is running, including those a settled one started. */
export const answersSettled = (): Thunk<Promise<void>> => async (dispatch) => {
  for (;;) {
    await nextTask();
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

/**
 * Fetches every query of `answers` again and puts this visit's answers in place of the build's at
 * once. The calls run in a store of their own, so the page's queries never show a refetch: a part of
 * the page React hydrates a moment later still finds the answers the HTML was rendered with. An
 * answer equal to the one in the store is left as it is, so nothing that shows it renders again.
 * Resolves false when any of them failed: the build's answer is still there, and its prices must
 * not be shown as current (decision 013).
 */
export const refreshAnswers =
  (answers: PrerenderedAnswers[]): Thunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    // Each call starts in a task of its own, after the hydration's effects and apart from the
    // scratch store's set-up: started together, they were about 100 ms of one long task at 4x CPU
    // (`npm run bench -- --profile`).
    await nextTask();
    const scratch = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
    });
    // baseApi's own type lists no endpoints: the features inject them.
    const endpoints = baseApi.endpoints as Record<string, { initiate?: Initiate } | undefined>;
    const ask = async (queryCacheKey: string, { endpointName, originalArgs }: Query) => {
      const initiate = endpoints[endpointName]?.initiate;
      if (!initiate) return undefined;
      const { data } = (await scratch.dispatch(
        initiate(originalArgs, { subscribe: false, forceRefetch: true }),
      )) as { data?: unknown };
      if (data === undefined) return null;
      const shown = getState()[baseApi.reducerPath].queries[queryCacheKey]?.data;
      if (shown !== undefined && copyWithStructuralSharing(shown, data) === shown) return undefined;
      return { endpointName, arg: originalArgs, value: data };
    };
    const asked: ReturnType<typeof ask>[] = [];
    for (const { queries } of answers) {
      for (const [queryCacheKey, query] of Object.entries(queries)) {
        await nextTask();
        asked.push(ask(queryCacheKey, query as Query));
      }
    }
    const fresh = await Promise.all(asked);
    scratch.dispatch(baseApi.util.resetApiState());
    const entries = fresh.filter((entry) => entry !== null && entry !== undefined);
    if (entries.length > 0) dispatch(baseApi.util.upsertQueryEntries(entries as never));
    return !fresh.includes(null);
  };
