import { useEffect, type ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router';
import '../styles/bootstrap.scss';
import '../styles/global.css';
import { getVisitorLocation } from '@/api/visitor';
import { env } from '@/config/env';
import { PRESS_CAPTURE_SCRIPT, releasePresses } from './start-up/press-capture';
import { AppProviders } from './providers';
import { RootLayout } from './root-layout';
import { prefetchShell } from '@/features/catalog';
import { prerenderLoader, visitLoader } from './start-up/route-loaders';
import { useHydratingStore } from './start-up/use-hydrating-store';

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
        <link rel="icon" type="image/png" href="/favicon.png" />
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

export default function App() {
  const { store, persistor, answers } = useHydratingStore();
  // Spec §4: the location flow starts once at load; a blocked service resolves to null.
  useEffect(() => void getVisitorLocation(), []);
  // The root has hydrated: presses made before are replayed now.
  useEffect(releasePresses, []);
  return (
    <AppProviders store={store} persistor={persistor}>
      <RootLayout prerenderedAnswers={answers} />
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
