import {
  redirect,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { baseApi, type PrerenderedAnswers } from '@/api/base-api';
import { answersSettled, takeAnswers } from './answers';
import { cleanHtmlTable } from './clean-html-table';
import { loginHref } from '@/config/paths';
import { loadSanitizer, type CleanHtmlTable } from '@/lib/clean-html';
import { hasAddedThirdPartyScript } from '@/lib/load-script';
import { getToken } from '@/lib/storage';
import { browserStore, makeStore, type AppDispatch } from '../store';

type RouteArgs = Pick<LoaderFunctionArgs, 'request' | 'params'>;

/**
 * Starts a page's API calls from its route loader, so they run while the page's chunk downloads
 * instead of after it has rendered. The page's own query hooks then join the request in flight.
 */
export type RoutePrefetch = (dispatch: AppDispatch, args: RouteArgs) => void;

/**
 * What a prerendered page's loader hands its render: the answers it was built with, and their HTML
 * as DOMPurify cleaned it at build time (the page hydrates without downloading DOMPurify).
 */
export type PageLoaderData = { answers: PrerenderedAnswers; html: CleanHtmlTable } | null;

/**
 * A page's `loader`, which the build runs for a prerendered page: it waits for the page's answers, so
 * the HTML holds the page as a guest sees it (use-hydrating-store.ts fills the store with them).
 */
export const prerenderLoader =
  (prefetch: RoutePrefetch) =>
  async (args: LoaderFunctionArgs): Promise<PageLoaderData> => {
    const store = makeStore();
    try {
      prefetch(store.dispatch, args);
      await store.dispatch(answersSettled());
      const answers = store.dispatch(takeAnswers());
      return { answers, html: await cleanHtmlTable(answers.queries) };
    } finally {
      // Also clears the cache's removal timers, which would keep the build's process alive.
      store.dispatch(baseApi.util.resetApiState());
    }
  };

/**
 * A page's `clientLoader`: starts its calls (and those about the visitor) with the browser's store
 * and renders at once; the page shows its loading state until they are in. Without prefetches it
 * only keeps the build-time `loader` (its `.data` file) out of client navigations: the page's own
 * queries start as it renders. DOMPurify starts downloading with the first such page, for the API
 * HTML it may show (a prerendered page's first render needs none).
 */
export const visitLoader =
  (...prefetches: RoutePrefetch[]) =>
  (args: ClientLoaderFunctionArgs): PageLoaderData => {
    loadSanitizer().catch(() => undefined);
    const { dispatch } = browserStore().store;
    prefetches.forEach((prefetch) => prefetch(dispatch, args));
    return null;
  };

/** Guard (spec §2.1): no stored login token sends the visitor to /login, remembering where they were going. */
export const requireAuth = ({ request }: Pick<ClientLoaderFunctionArgs, 'request'>) => {
  if (getToken()) return null;
  const { pathname, search } = new URL(request.url);
  return redirect(loginHref(pathname + search));
};

/**
 * A client loader that starts the new document before the page's own calls, coming from a document
 * that has run a third-party script. The route's `handle.secretEntry` is what marks a page where a
 * password or a card is typed; the layout loads such a page as a new document whatever its loader
 * (src/app/root-layout.tsx). The returned promise never settles, since the browser replaces the
 * document.
 */
export const cardEntry =
  (next?: (args: ClientLoaderFunctionArgs) => Response | null) =>
  (args: ClientLoaderFunctionArgs): Promise<never> | Response | null => {
    if (hasAddedThirdPartyScript()) {
      window.location.assign(args.request.url);
      return new Promise<never>(() => undefined);
    }
    return next?.(args) ?? null;
  };

/**
 * The `shouldRevalidate` of a page with `cardEntry`: its loader does not run again when only its
 * search changes (/checkout's ?step=), so a wallet SDK that /checkout itself loaded does not make it
 * leave between its steps. An explicit revalidation (the same URL: a session ended in another tab)
 * still runs it, and with it the guard.
 */
export const cardEntryRevalidation: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  defaultShouldRevalidate &&
  (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search);
