import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, type PathParams } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../local-api/node';
import { getDb } from '../../local-api/store/db';
import type { DemoUserKey } from '../../local-api/seed/users';
import { SLOW_LOADING_MS, STILL_LOADING_TEXT } from '@/components/ui/loading-state';
import { renderRoute } from '../../tests/utils/render';

/** The first request to `path` never answers (no timeout cuts it off); later ones reach the local API. */
const hangFirstCall = (path: string, only: (url: URL) => boolean = () => true) => {
  const calls = { count: 0 };
  server.use(
    http.get<PathParams>(path, async ({ request }) => {
      if (!only(new URL(request.url))) return;
      calls.count += 1;
      if (calls.count === 1) await delay('infinite');
      // Nothing returned: MSW goes on to the local API's own handler.
    }),
  );
  return calls;
};

const productName = (id: number) =>
  getDb().products.find((product) => product.id === id)!.product_name;
const firstProductOfCategory = (id: number) =>
  getDb().products.find((product) => product.category_id === id)!.product_name;

type Row = {
  page: string;
  route: string;
  hang: string;
  /** Which calls to `hang` count (all when not given). */
  hangOnly?: (url: URL) => boolean;
  as?: DemoUserKey;
  loading: string;
  /** What must be on screen before the 10 s start (the page's other reads are in). */
  ready?: () => Promise<unknown>;
  loaded: () => Promise<unknown>;
};

const rows: Row[] = [
  {
    page: 'home',
    loading: 'Loading...',
    route: '/',
    hang: '*/slider',
    loaded: () => screen.findByRole('region', { name: 'Featured banners' }),
  },
  {
    page: 'home products',
    loading: 'Loading products...',
    route: '/',
    hang: '*/products',
    hangOnly: (url) => url.searchParams.get('filter') === 'top',
    // The section is a region named by its heading; the carousel inside, with the cards, a second one.
    ready: () => screen.findByRole('region', { name: 'Hot Buys' }),
    loaded: () =>
      waitFor(() =>
        expect(screen.getAllByRole('region', { name: 'Our Products' })).toHaveLength(2),
      ),
  },
  {
    page: 'address form (countries)',
    loading: 'Loading countries...',
    route: '/wholesale-application',
    hang: '*/countries',
    loaded: () => screen.findByRole('option', { name: 'United States' }),
  },
  {
    page: 'product',
    loading: 'Loading product...',
    route: '/item/705-product',
    hang: '*/products/:id',
    loaded: () => screen.findByRole('heading', { level: 1, name: productName(705) }),
  },
  {
    page: 'cart',
    loading: 'Loading cart...',
    route: '/cart',
    hang: '*/cart',
    loaded: () => screen.findByText('Your cart is empty'),
  },
  {
    page: 'store listing',
    loading: 'Loading products...',
    route: '/store',
    hang: '*/products',
    loaded: () => screen.findByRole('heading', { level: 2, name: 'Apricot Seeds' }),
  },
  {
    page: 'category listing',
    loading: 'Loading products...',
    route: '/category/1-Apricot-Seeds',
    hang: '*/categories/:id',
    loaded: () => screen.findByRole('heading', { name: firstProductOfCategory(1) }),
  },
  {
    page: 'search listing',
    loading: 'Loading products...',
    route: '/search?search=capsules',
    hang: '*/search',
    loaded: () => screen.findByRole('heading', { name: productName(705) }),
  },
  {
    page: 'checkout',
    loading: 'Loading checkout...',
    route: '/checkout',
    as: 'customer',
    hang: '*/user-shipping-address',
    loaded: () => screen.findByRole('heading', { level: 1, name: 'Checkout' }),
  },
  {
    page: 'customer information',
    loading: 'Loading cart...',
    route: '/store/customer_info',
    hang: '*/cart',
    loaded: () => screen.findByText(/Your cart is empty/),
  },
];

beforeEach(() => {
  // Timers are fake (jumped by hand), yet run on by themselves so MSW, React and Testing Library work.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a read still pending after 10 s: 'Still loading…' with Retry", () => {
  it.each(rows)('$page', async ({ route, hang, hangOnly, as, loading, ready, loaded }) => {
    const calls = hangFirstCall(hang, hangOnly);
    const { user } = renderRoute(route, { loggedInAs: as });
    expect(await screen.findByText(loading)).toBeInTheDocument();
    await waitFor(() => expect(calls.count).toBe(1));
    await ready?.();
    expect(screen.queryByText(STILL_LOADING_TEXT)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(SLOW_LOADING_MS));
    expect(await screen.findByText(STILL_LOADING_TEXT)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await loaded();
    expect(calls.count).toBe(2);
    expect(screen.queryByText(STILL_LOADING_TEXT)).not.toBeInTheDocument();
  });
});
