/**
 * Build-time entry (scripts/prerender-plugin.ts builds it for Node): the app shell of one route as
 * static HTML, so the browser paints the top bar, header, navigation, banner and footer before any
 * script runs. The page itself is left to the client (the main landmark's minimum height keeps the
 * footer below the fold until it is in); src/main.tsx then renders the same shell over it in one commit.
 */
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { RootLayout } from './root-layout';
import { pageRoutes, routeHandle } from './router';
import { makeStore } from './store';

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
