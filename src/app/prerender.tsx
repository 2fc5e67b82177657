/**
 * Build-time entry (scripts/prerender-plugin.ts builds it for Node): the app shell of one route as
 * static HTML, so the browser paints the top bar, header, navigation, banner and footer before any
 * script runs. The page itself is left to the client (the main landmark's minimum height keeps the
 * footer below the fold until it is in); src/main.tsx then renders the same shell over it in one commit.
 *
 * The public catalogue pages (home, /store, /blogs, every product) and /cart also get their first
 * screen: the page rendered by the app's own components from the API's answers at build time
 * (renderPage), so the largest element paints from the HTML. No call about the visitor is made (the
 * build has none): /cart's is its loading state with the guest's forms. The client replaces it once
 * its own answers are in.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import {
  matchRoutes,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { baseApi } from '@/api/base-api';
import { PageHeadCollector, type PageHead } from '@/components/seo/page-head';
import { itemHref, paths } from '@/config/paths';
import { escapeMarkup } from '@/lib/escape-markup';
import { catalogApi } from '@/features/catalog';
import { installPrerenderEnvironment } from './prerender-environment';
import { RootLayout } from './root-layout';
import { createRoutes, pageRoutes, routeHandle } from './router';
import { makeStore, type AppStore } from './store';

const PagePlaceholder = () => null;

/** Paths of the route table without parameters: each gets its own HTML file. */
export const prerenderedPaths = (): string[] =>
  pageRoutes.map((route) => route.path).filter((path) => !path.includes(':'));

const shellRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      ...pageRoutes.map((route) => ({
        path: route.path,
        handle: routeHandle(route),
        Component: PagePlaceholder,
      })),
      // Any other path (a product, a blog post, a 404): the shell without a route title.
      { path: '*', Component: PagePlaceholder },
    ],
  },
];

/**
 * The page's HTML, or null when a component threw (React would leave that part to the client).
 * No inline script may finish the document (the CSP refuses them): React outlines a large Suspense
 * boundary's content behind one unless the chunk size allows the whole page.
 */
const renderToHtml = async (tree: ReactNode): Promise<string | null> => {
  let failed = false;
  const options = {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: () => {
      failed = true;
    },
  };
  const { prelude } = await prerender(tree, options);
  const html = await new Response(prelude).text();
  return failed ? null : html;
};

/**
 * The shell's HTML for `path`. React hoists the route's <title>, description and canonical link to
 * the front of it (no <head> in this tree): the caller moves them into the document's head.
 */
export const renderShell = async (path: string): Promise<string> => {
  const handler = createStaticHandler(shellRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <Provider store={makeStore()}>
      {/* No hydration data: it would be an inline script, which the CSP refuses. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Provider>,
  );
  return new Response(prelude).text();
};

/**
 * The public pages whose first screen the build renders from the API (products: every product of the
 * store's answer), each with its page module, whose style sheets the page's HTML then links.
 */
const FIRST_SCREEN_MODULES: Record<string, string> = {
  [paths.home]: 'src/features/home/pages/home-page.tsx',
  [paths.store]: 'src/features/catalog/pages/store-page.tsx',
  [paths.blogs]: 'src/features/blog/pages/blogs-page.tsx',
  [paths.item]: 'src/features/catalog/pages/product-page.tsx',
  // Without a visitor: the cart still loading and the guest's forms (src/features/cart/pages/cart-page.tsx).
  [paths.cart]: 'src/features/cart/pages/cart-page.tsx',
};

/** Those without parameters (products come from the store's answer). */
export const FIRST_SCREEN_PATHS = Object.keys(FIRST_SCREEN_MODULES).filter(
  (path) => !path.includes(':'),
);

/** The page module of a first-screen path (`/item/…` included), as the build's manifest names it. */
export const firstScreenModule = (path: string): string | undefined => {
  const match = matchRoutes(
    Object.keys(FIRST_SCREEN_MODULES).map((route) => ({ path: route })),
    path,
  )?.at(-1);
  return match && FIRST_SCREEN_MODULES[match.route.path];
};

/** Settles once every API call of `store` has: the route loader's and whatever they started. */
const callsSettled = async (store: AppStore): Promise<void> => {
  for (;;) {
    // Loaders start their calls in a task of their own (router.tsx).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    if (running.length === 0) return;
    await Promise.allSettled(running);
  }
};

const anyCallFailed = (store: AppStore): boolean =>
  Object.values(store.getState()[baseApi.reducerPath].queries).some(
    (query) => query?.status === 'rejected',
  );

/**
 * The page's own title and description (a product's name, the API's page meta) in place of the
 * route's, which the layout rendered before the page reported its own (src/components/seo/page-head.tsx).
 */
const withPageHead = (html: string, head: PageHead | null): string => {
  if (!head) return html;
  const titled = html.replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${escapeMarkup(head.title)}</title>`,
  );
  const { description } = head;
  return description === undefined
    ? titled
    : titled.replace(
        /<meta name="description" content="[^"]*"\/>/,
        () => `<meta name="description" content="${escapeMarkup(description)}"/>`,
      );
};

/**
 * The page at `path` as a guest sees it once its public API answers are in, rendered by the app's own
 * routes, with its own title and description, or null when one of its calls failed (the build then
 * keeps the shell for it).
 */
export const renderPage = async (path: string): Promise<string | null> => {
  installPrerenderEnvironment();
  const store = makeStore();
  try {
    const handler = createStaticHandler(createRoutes(store, { atBuild: true }));
    const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
    if (context instanceof Response || context.errors) return null;
    await callsSettled(store);
    if (anyCallFailed(store)) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    let pageHead: PageHead | null = null;
    const html = await renderToHtml(
      <PageHeadCollector
        value={(head) => {
          pageHead = head;
        }}
      >
        <Provider store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Provider>
      </PageHeadCollector>,
    );
    return html === null ? null : withPageHead(html, pageHead);
  } finally {
    forgetAnswers(store);
  }
};

/** Clears the cache's removal timers too (5 minutes and more), which would keep the build's process alive. */
const forgetAnswers = (store: AppStore): void => {
  store.dispatch(baseApi.util.resetApiState());
};

/** Every product's page path, from the store's answer; null when the API does not give it. */
export const productPaths = async (): Promise<string[] | null> => {
  installPrerenderEnvironment();
  const store = makeStore();
  const { data } = await store.dispatch(catalogApi.endpoints.getProductsByCategory.initiate());
  forgetAnswers(store);
  if (!data) return null;
  const hrefs = data.flatMap((group) =>
    group.products.map((product) => itemHref(product.id, product.product_url)),
  );
  return [...new Set(hrefs)];
};
