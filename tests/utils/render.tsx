import { render, screen, waitFor, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { AppProviders } from '@/app/providers';
import { RootLayout } from '@/app/root-layout';
import routeConfig from '@/app/routes';
import {
  makePersistor,
  makeStore,
  setBrowserStore,
  type AppStore,
  type RootState,
} from '@/app/store';
import { setRole, setToken } from '@/lib/storage';
import { DEMO_USERS, type DemoUserKey } from '../../local-api/seed/users';
import { trackPersistor } from './persistors';

type ProviderOptions = {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Signs a seeded demo user in (token in local storage, role cookie) before the store is made. */
  loggedInAs?: DemoUserKey;
};

const signInDemoUser = (who: DemoUserKey | undefined): void => {
  if (!who) return;
  const user = DEMO_USERS[who];
  setToken(user.token);
  setRole(user.role);
};

/** Renders any element inside the real providers (fresh store per test). */
export const renderWithProviders = (
  ui: ReactElement,
  {
    preloadedState,
    store,
    loggedInAs,
    ...options
  }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) => {
  signInDemoUser(loggedInAs);
  const appStore = store ?? makeStore(preloadedState);
  return {
    store: appStore,
    user: userEvent.setup(),
    ...render(ui, {
      wrapper: ({ children }) => <AppProviders store={appStore}>{children}</AppProviders>,
      ...options,
    }),
  };
};

type RouteModule = {
  default: React.ComponentType;
  clientLoader?: RouteObject['loader'];
  shouldRevalidate?: RouteObject['shouldRevalidate'];
  ErrorBoundary?: React.ComponentType;
  handle?: unknown;
};

// The route modules of src/app/routes.ts, by their path from src/app (as the route table names them).
const routeModules = Object.fromEntries(
  Object.entries(
    import.meta.glob<RouteModule>([
      '/src/app/*.tsx',
      '/src/features/*/pages/*-page.tsx',
      '!**/*.test.tsx',
    ]),
  ).map(([file, load]) => [
    file.replace(/^\/src\/(app\/)?/, (_, app) => (app ? './' : '../')),
    load,
  ]),
);

const loadRouteModule = (file: string) => {
  const load = routeModules[file];
  if (!load) throw new Error(`No route module ${file}`);
  return load();
};

/** A route of src/app/routes.ts as the browser runs it: its client loader, component, boundary, handle. */
const toRouteObject = (entry: RouteConfigEntry): RouteObject => {
  const lazy = async () => {
    const module = await loadRouteModule(entry.file);
    return {
      Component: module.default,
      loader: module.clientLoader,
      shouldRevalidate: module.shouldRevalidate,
      ErrorBoundary: module.ErrorBoundary,
      handle: module.handle,
    };
  };
  const children = entry.children?.map(toRouteObject);
  return entry.index
    ? { index: true, lazy }
    : { path: entry.path, lazy, ...(children ? { children } : {}) };
};

/** The app's route tree under the shell (the root route's document is the test's container). */
export const createRoutes = (): RouteObject[] => [
  { Component: RootLayout, HydrateFallback: () => null, children: routeConfig.map(toRouteObject) },
];

/** Renders the real route tree (layout, guard, pages) at `route`. */
export const renderRoute = (route: string, options: ProviderOptions = {}) => {
  signInDemoUser(options.loggedInAs);
  const store = options.store ?? makeStore(options.preloadedState);
  const persistor = makePersistor(store);
  trackPersistor(persistor);
  setBrowserStore({ store, persistor });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [route] });
  const result = {
    store,
    user: userEvent.setup(),
    ...render(<RouterProvider router={router} />, {
      wrapper: ({ children }) => (
        <AppProviders store={store} persistor={persistor}>
          {children}
        </AppProviders>
      ),
    }),
  };
  return { ...result, router };
};

/** The route module files of every route whose pattern is one of `paths`. */
const routeFiles = (paths: string[]): string[] => {
  const files: string[] = [];
  const visit = (entries: RouteConfigEntry[]) =>
    entries.forEach((entry) => {
      if ((entry.index && paths.includes('/')) || (entry.path && paths.includes(entry.path)))
        files.push(entry.file);
      if (entry.children) visit(entry.children);
    });
  visit(routeConfig);
  return files;
};

/**
 * Imports the pages' modules ahead of a test (call it in `beforeAll` with a generous hook timeout):
 * on a busy 2-core CI machine a page's first transform alone can outlast a findBy ceiling, which says
 * nothing about the behaviour under test.
 */
export const preloadPages = async (...paths: string[]) => {
  const files = routeFiles(paths);
  if (files.length !== paths.length)
    throw new Error(`No page route for one of ${paths.join(', ')}`);
  await Promise.all(files.map(loadRouteModule));
};

/**
 * The ceiling for a page's first render in a findBy: a route's first render on a busy 2-core CI
 * machine can take several seconds. A ceiling, not a wait: a passing test returns at the state.
 */
export const PAGE_READY = { timeout: 10_000 };

/** Waits until no "Loading" text or busy status is on screen. */
export const waitForLoadingToFinish = () =>
  waitFor(
    () => {
      expect(screen.queryAllByText(/loading/i)).toHaveLength(0);
    },
    { timeout: 5000 },
  );
