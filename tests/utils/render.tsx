import { render, screen, waitFor, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createRoutes, pageRoutes } from '@/app/router';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { setRole, setToken } from '@/lib/storage';
import { DEMO_USERS, type DemoUserKey } from '../../local-api/seed/users';

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

/** Renders the real route tree (layout, guard, lazy pages) at `route`. */
export const renderRoute = (route: string, options: ProviderOptions = {}) => {
  signInDemoUser(options.loggedInAs);
  const store = options.store ?? makeStore(options.preloadedState);
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [route] });
  const result = renderWithProviders(<RouterProvider router={router} />, { store });
  return { ...result, router };
};

/**
 * Imports the pages' lazy modules ahead of a test (call it in `beforeAll` with a generous hook timeout):
 * on a busy 2-core CI machine a page's first transform alone can outlast a findBy ceiling, which says
 * nothing about the behaviour under test.
 */
export const preloadPages = async (...paths: string[]) => {
  const routes = paths.map((path) => pageRoutes.find((route) => route.path === path));
  if (routes.some((route) => !route))
    throw new Error(`No page route for one of ${paths.join(', ')}`);
  await Promise.all(routes.map((route) => route!.load()));
};

/** Waits until no "Loading" text or busy status is on screen. */
export const waitForLoadingToFinish = () =>
  waitFor(
    () => {
      expect(screen.queryAllByText(/loading/i)).toHaveLength(0);
    },
    { timeout: 5000 },
  );
