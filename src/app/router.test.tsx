import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchPath, matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from '@/api/base-api';
import { safeUrl } from '@/lib/safe-url';
import { CART_MESSAGES } from '@/features/cart';
import { server } from '../../local-api/node';
import { preloadPages, renderRoute } from '../../tests/utils/render';
import { createRoutes, pageRoutes, preloadFirstPage } from './router';
import { makeStore, type AppStore } from './store';
import type { Blog, CategoryWithProducts, ProductDetail } from '@/types/api';

/** Every row of the spec's route table (part 1 §2.1), with sample values for its parameters. */
const SPEC_ROUTES = [
  '/',
  '/store',
  '/special-product',
  '/category/2-B17-Capsules',
  '/tag/3-raw',
  '/search?search=apricot',
  '/item/705-apricot-seed-capsules',
  '/cart',
  '/checkout',
  '/store/customer_info',
  '/complete-payment',
  '/login',
  '/register',
  '/retailer-locations',
  '/blogs',
  '/blogs/why-apricot-seeds',
  '/blogByCategory/4/Health',
  '/videos',
  '/life-style',
  '/privacy',
  '/return_policy',
  '/shipping_privacy',
  '/autoship',
  '/About',
  '/contact-us',
  '/reviews',
  '/faq',
  '/wholesale-application',
  '/affiliate-marketing',
  '/testimonial',
  '/submit-your-feedback',
  '/submit-your-feedback?order_id=1001',
  '/refer-a-friend',
  '/seeds-recipes',
  '/recipes-superfood',
  '/OrderHistory',
  '/orderHistory/1001',
  '/BasicInfo',
  '/EmailPreferences',
  '/AccountDetails',
];

describe('router', () => {
  it.each(SPEC_ROUTES)('has a page (not the 404 route) for %s', (route) => {
    const matches = matchRoutes(createRoutes(), route) ?? [];
    const leaf = matches.at(-1)?.route;
    expect(leaf?.path).toBeTruthy();
    expect(leaf?.path).not.toBe('*');
  });

  it('shows the 404 page for an unknown path', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('sends a guest from /checkout to /login', async () => {
    const { router } = renderRoute('/checkout');
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?from=%2Fcheckout');
  });
});

describe('preloadFirstPage', () => {
  const spyOnLoad = (path: string) => {
    const route = pageRoutes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`no page route ${path}`);
    return vi.spyOn(route, 'load');
  };

  it('imports the page module of the address, parameters and all', () => {
    const product = spyOnLoad('/item/:idSlug');
    const store = spyOnLoad('/store');
    preloadFirstPage('/item/705-apricot-seed-capsules');
    expect(product).toHaveBeenCalledTimes(1);
    expect(store).not.toHaveBeenCalled();
    preloadFirstPage('/store');
    expect(store).toHaveBeenCalledTimes(1);
  });

  it('relies on no two patterns matching one address (the router ranks them; this takes the first)', () => {
    for (const route of pageRoutes) {
      const address = route.path.replace(/:\w+/g, '7-sample');
      const matching = pageRoutes.filter((candidate) => matchPath(candidate.path, address));
      expect(matching.map((candidate) => candidate.path)).toEqual([route.path]);
    }
  });

  it('leaves a guarded page to its guard and an unknown address alone', () => {
    const checkout = spyOnLoad('/checkout');
    const loads = pageRoutes.map((route) => vi.spyOn(route, 'load'));
    preloadFirstPage('/checkout');
    preloadFirstPage('/no-such-page');
    expect(checkout).not.toHaveBeenCalled();
    for (const load of loads) expect(load).not.toHaveBeenCalled();
  });
});

describe('route prefetch', () => {
  afterEach(() => server.events.removeAllListeners());

  const requestedPaths = () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      seen.push(`${url.pathname}${url.search}`);
    });
    return seen;
  };

  it("starts the home page's calls from its loader, before any page renders", async () => {
    const seen = requestedPaths();
    const router = createMemoryRouter(createRoutes(makeStore()), { initialEntries: ['/'] });
    await waitFor(() =>
      expect(seen).toEqual(
        expect.arrayContaining([
          '/content/1',
          '/slider/',
          '/pages/tags/1',
          '/products?filter=top',
          '/products?filter=hot-products',
        ]),
      ),
    );
    router.dispose();
  });

  it("starts the shell's categories from the root loader on any page, so the first render has them", async () => {
    for (const path of ['/contact-us', '/item/705-apricot-seed-capsules']) {
      const seen = requestedPaths();
      const router = createMemoryRouter(createRoutes(makeStore()), { initialEntries: [path] });
      await waitFor(() => expect(seen).toContain('/categories/'));
      router.dispose();
      server.events.removeAllListeners();
    }
  });

  it("runs the shell's loader once: a search change on a page without its own loader goes through no loading", async () => {
    const router = createMemoryRouter(createRoutes(makeStore()), {
      initialEntries: ['/contact-us'],
    });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    const states: string[] = [];
    const unsubscribe = router.subscribe((state) => states.push(state.navigation.state));
    await router.navigate('/contact-us?page=2');
    unsubscribe();
    expect(router.state.location.search).toBe('?page=2');
    expect(states).not.toContain('loading');
    router.dispose();
  });

  it('starts the product call from the /item/ loader with the id from the path', async () => {
    const seen = requestedPaths();
    const router = createMemoryRouter(createRoutes(makeStore()), {
      initialEntries: ['/item/705-apricot-seed-capsules'],
    });
    await waitFor(() => expect(seen).toContain('/products/705'));
    router.dispose();
  });

  it("starts /cart's cart and meta from its loader, before the page renders", async () => {
    const seen = requestedPaths();
    const router = createMemoryRouter(createRoutes(makeStore()), { initialEntries: ['/cart'] });
    // The guest cart call waits for the visitor's IP lookup.
    await waitFor(
      () =>
        expect(seen).toEqual(
          expect.arrayContaining([expect.stringMatching(/^\/cart\/(\?|$)/), '/pages/tags/16']),
        ),
      { timeout: 5000 },
    );
    router.dispose();
  });

  it("starts only /cart's meta in the routes the build renders with: no visitor, so no IP lookup and no cart", async () => {
    const seen = requestedPaths();
    const store = makeStore();
    const router = createMemoryRouter(createRoutes(store, { atBuild: true }), {
      initialEntries: ['/cart'],
    });
    await waitFor(() => expect(seen).toContain('/pages/tags/16'));
    await waitFor(() =>
      expect(store.dispatch(baseApi.util.getRunningQueriesThunk())).toHaveLength(0),
    );
    expect(seen.filter((path) => /^\/(cart\/|__ext\/)/.test(path))).toEqual([]);
    router.dispose();
  });

  /** The URLs the loaders ask the browser to download as images (src/lib/preload-image.ts). */
  const preloadedImages = () => {
    const sources: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto';
        decoding = 'auto';
        set src(value: string) {
          sources.push(value);
        }
      },
    );
    return sources;
  };

  /** The answer of the store's first fulfilled `endpointName` query, once there is one. */
  const answerOf = <T,>(store: AppStore, endpointName: string) =>
    waitFor(() => {
      const entry = Object.values(store.getState().api.queries).find(
        (query) => query?.endpointName === endpointName && query.status === 'fulfilled',
      );
      expect(entry).toBeDefined();
      return entry?.data as T;
    });

  it("starts /store's products and meta from its loader, in the URL's sort, and preloads the first card's picture", async () => {
    const seen = requestedPaths();
    const images = preloadedImages();
    const store = makeStore();
    const router = createMemoryRouter(createRoutes(store), {
      initialEntries: ['/store?sortby=best_sales'],
    });
    await waitFor(() =>
      expect(seen).toEqual(
        expect.arrayContaining(['/products?sortby=best_sales', '/pages/tags/2']),
      ),
    );
    const groups = await answerOf<CategoryWithProducts[]>(store, 'getProductsByCategory');
    const first = groups.find((group) => group.products.length > 0)?.products[0];
    expect(first?.image).toBeTruthy();
    await waitFor(() => expect(images).toEqual([safeUrl(first?.image)]));
    router.dispose();
    vi.unstubAllGlobals();
  });

  it("preloads the product's picture from the /item/ loader once the product is in", async () => {
    const images = preloadedImages();
    const store = makeStore();
    const router = createMemoryRouter(createRoutes(store), {
      initialEntries: ['/item/705-apricot-seed-capsules'],
    });
    const product = await answerOf<ProductDetail>(store, 'getProduct');
    await waitFor(() => expect(images).toEqual([safeUrl(product.image)]));
    router.dispose();
    vi.unstubAllGlobals();
  });

  it("preloads the first post's picture from the /blogs loader", async () => {
    const images = preloadedImages();
    const store = makeStore();
    const router = createMemoryRouter(createRoutes(store), { initialEntries: ['/blogs'] });
    const posts = await answerOf<Blog[]>(store, 'getBlogs');
    await waitFor(() => expect(images).toEqual([safeUrl(posts[0].image)]));
    router.dispose();
    vi.unstubAllGlobals();
  });

  it("asks for /store's products once when the page then renders and subscribes", async () => {
    const seen = requestedPaths();
    renderRoute('/store');
    await screen.findByRole(
      'heading',
      { level: 3, name: 'Apricot Seed Capsules' },
      { timeout: 5000 },
    );
    expect(seen.filter((entry) => entry === '/products')).toHaveLength(1);
  });

  it('asks for the cart once when the page then renders, and anew on the next visit', async () => {
    const seen = requestedPaths();
    const cartCalls = () => seen.filter((entry) => /^\/cart\/(\?|$)/.test(entry));
    await preloadPages('/cart', '/store');
    const { router } = renderRoute('/cart');
    await screen.findByText(CART_MESSAGES.empty, {}, { timeout: 5000 });
    expect(cartCalls()).toHaveLength(1);

    await act(() => router.navigate('/store'));
    await act(() => router.navigate('/cart'));
    await waitFor(() => expect(cartCalls()).toHaveLength(2), { timeout: 5000 });
    await screen.findByText(CART_MESSAGES.empty, {}, { timeout: 5000 });
    expect(cartCalls()).toHaveLength(2);
  });

  it('makes each home call once when the page then renders and subscribes', async () => {
    const seen = requestedPaths();
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    for (const path of ['/content/1', '/slider/', '/products?filter=top']) {
      expect(seen.filter((entry) => entry === path)).toHaveLength(1);
    }
  });
});
