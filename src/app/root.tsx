import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { Links, Meta, Scripts, ScrollRestoration, useMatches } from 'react-router';
import '../styles/bootstrap.scss';
import '../styles/global.css';
import { hydrateAnswers } from '@/api/base-api';
import { refreshAnswers } from '@/api/prerendered-answers';
import { getVisitorLocation } from '@/api/visitor';
import { env } from '@/config/env';
import { rememberCleanHtml } from '@/lib/clean-html';
import { PRESS_CAPTURE_SCRIPT, releasePresses } from './press-capture';
import { AppProviders } from './providers';
import { RootLayout } from './root-layout';
import type { PageLoaderData } from './route-loaders';
import { prefetchShell } from '@/features/catalog';
import { prerenderLoader, visitLoader } from './route-loaders';
import { browserStore, makeStore } from './store';

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The API's origin when it is not the shop's own (a path on the same origin needs no preconnect). */
const apiOrigin = ((api) => (api && api !== originOf(env.siteBaseUrl) ? api : null))(
  originOf(env.apiBaseUrl),
);

/** The document: React Router renders it at build time for every prerendered page and hydrates it. */
export function Layout({ children }: { children: ReactNode }) {
  // Every page calls the API first thing: its connection opens while the page's scripts load.
  if (apiOrigin) {
    preconnect(apiOrigin);
    preconnect(apiOrigin, { crossOrigin: 'anonymous' });
  }
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {/* The first paint waits until the header and the page's main content are parsed (the
            footer begins): a part painted while its HTML is still arriving shifts as the rest of it
            comes in (a header link without its text, a carousel's Next button without its arrow). */}
        <link rel="expect" href="#site-footer" blocking="render" />
        {/* Presses made before the app has hydrated wait for it (decision 032). Inline and early, so
            it runs before anything can be pressed; its hash is in the page's CSP (scripts/script-policy.ts). The
            client bundle's copy is minified differently: the page runs the prerendered text. */}
        <script suppressHydrationWarning>{PRESS_CAPTURE_SCRIPT}</script>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

const isBrowser = typeof window !== 'undefined';

/** The answers the matched routes' loaders prerendered this page with (none after a navigation). */
const usePrerenderedAnswers = () =>
  useMatches().flatMap((match) => {
    const data = match.data as PageLoaderData | undefined;
    return data?.answers ? [data] : [];
  });

/**
 * The store for this render: in the browser the one the client entry started (state restored),
 * at build time a new one. Before the first render it takes the answers the page was prerendered
 * with, so it renders what the HTML holds; `fresh` turns true once this visit's answers replaced them.
 */
const useAppStore = () => {
  const answers = usePrerenderedAnswers();
  const [app] = useState(() => {
    const { store, persistor } = isBrowser
      ? browserStore()
      : { store: makeStore(), persistor: null };
    answers.forEach(({ answers: payload, html }) => {
      rememberCleanHtml(html);
      store.dispatch(hydrateAnswers(payload));
    });
    return { store, persistor, answers: answers.map((data) => data.answers) };
  });
  /** 'build' until this visit's answers are in; 'failed' when any of them could not be read. */
  const [refresh, setRefresh] = useState<'build' | 'fresh' | 'failed'>('build');
  const [tries, setTries] = useState(0);
  useEffect(() => {
    let current = true;
    void app.store.dispatch(refreshAnswers(app.answers)).then((complete) => {
      if (current) setRefresh(complete ? 'fresh' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [app, tries]);
  const retry = useCallback(() => {
    setRefresh('build');
    setTries((count) => count + 1);
  }, []);
  return { ...app, fresh: refresh === 'fresh', retry: refresh === 'failed' ? retry : undefined };
};

export default function App() {
  const { store, persistor, fresh, retry } = useAppStore();
  // Spec §4: the location flow starts once at load; a blocked service resolves to null.
  useEffect(() => void getVisitorLocation(), []);
  // The root has hydrated: presses made before are replayed now.
  useEffect(releasePresses, []);
  return (
    <AppProviders store={store} persistor={persistor}>
      <RootLayout answersFresh={fresh} onRetryAnswers={retry} />
    </AppProviders>
  );
}

// The shell's categories (navigation, footer): in every prerendered page, and fetched on every visit.
export const loader = prerenderLoader(prefetchShell);
export const clientLoader = visitLoader(prefetchShell);

/** What a page that is not prerendered shows until its route modules are in: the document, empty. */
export function HydrateFallback() {
  return null;
}

/** The app itself failed to start: a message and a way on, without the shell. */
export function ErrorBoundary() {
  return (
    <main className="container py-5 text-center" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Please try again.</p>
      <a className="btn btn-primary" href="/">
        Go to the home page
      </a>
    </main>
  );
}
