import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './styles/bootstrap.scss';
import './styles/global.css';
import { baseApi } from './api/base-api';
import { getVisitorLocation } from './api/visitor';
import { AppProviders } from './app/providers';
import { createAppRouter, preloadFirstPage } from './app/router';
import { makePersistor, makeStore, type AppStore } from './app/store';

/** Resolves in a new task, so the browser can paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The entry's evaluation is already a long task on a slow phone, so the first network work follows
// it, each piece in a task of its own: the first page's module, then the location flow (spec §4:
// starts once at load; a blocked service resolves to null, browsing goes on).
void nextTask().then(() => preloadFirstPage(window.location.pathname));
void nextTask().then(() => getVisitorLocation());

/** Resolves once `isReady()` holds, checked now and on every change `subscribe` reports. */
const when = (isReady: () => boolean, subscribe: (listener: () => void) => () => void) =>
  new Promise<void>((resolve) => {
    if (isReady()) return resolve();
    const unsubscribe = subscribe(() => {
      if (!isReady()) return;
      unsubscribe();
      resolve();
    });
  });

/**
 * Removes the prerendered title, description and canonical link (marked `data-prerendered`) in the
 * app's first commit, which brings the app's own: the document is never without a title, also not
 * while the first render, a transition, is under way.
 */
function PrerenderedHeadCleanup() {
  useLayoutEffect(() => {
    for (const tag of document.head.querySelectorAll('[data-prerendered]')) tag.remove();
  }, []);
  return null;
}

/**
 * Settles when the API calls running now have (those the route loader started a task ago): a first
 * screen the build rendered is replaced only by a render that has the page's own answers, or it would
 * blink into loading placeholders in between.
 */
const pageCallsSettled = async (store: AppStore) => {
  await nextTask();
  await Promise.allSettled(store.dispatch(baseApi.util.getRunningQueriesThunk()));
};

const start = async () => {
  // The build rendered this page's first screen into the HTML (scripts/prerender-html.ts), not only the shell.
  const hasFirstScreen = document.querySelector('main[data-first-screen]') !== null;
  // Evaluating the entry chunk is one long task on a slow phone; the app starts in the next one, and
  // the store and the router each get a task of their own.
  await nextTask();
  // One store for the providers and the router: route loaders start their page's API calls with it.
  const store = makeStore();
  const persistor = makePersistor(store);
  await nextTask();
  const router = createAppRouter(store);

  // The HTML already shows the prerendered shell (src/app/prerender.tsx). React replaces it in its
  // first commit, so that commit waits for the persisted state and the route's lazy page: rendered
  // earlier, the persist gate and the router would first commit an empty page over the shell.
  await Promise.all([
    when(() => persistor.getState().bootstrapped, persistor.subscribe),
    when(() => router.state.initialized, router.subscribe),
  ]);
  if (hasFirstScreen) await pageCallsSettled(store);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A transition render yields to the browser every few ms instead of blocking it for the whole
  // first render; the prerendered shell stays on screen until React commits.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store} persistor={persistor}>
          <RouterProvider router={router} />
        </AppProviders>
        <PrerenderedHeadCleanup />
      </StrictMode>,
    ),
  );
};

void start();
