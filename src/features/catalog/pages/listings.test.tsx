import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../local-api/node';
import { gate } from '../../../../tests/utils/gate';
import { renderRoute } from '../../../../tests/utils/render';

/** Records the URL of every request to `pattern` and lets the local API answer it. */
const recordRequests = (pattern: string) => {
  const urls: URL[] = [];
  server.use(
    http.get(pattern, ({ request }) => {
      urls.push(new URL(request.url));
    }),
  );
  return urls;
};

const productHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('category page', () => {
  it("changes the request when 'Sort By' changes", async () => {
    const urls = recordRequests('*/categories/:id');
    const { user, router } = renderRoute('/category/1-Apricot-Seeds');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apricot Seeds' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Apricot Seed Sampler' });
    expect(urls.at(-1)?.pathname).toMatch(/\/categories\/1$/);
    expect(urls.at(-1)?.searchParams.get('sortby')).toBeNull();

    const select = screen.getByRole('combobox', { name: 'Sort By' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Default', 'Highest Price', 'Lowest Price', 'Best Sales', 'Lowest Sales']);
    await user.selectOptions(select, 'highest_price');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('sortby')).toBe('highest_price'));
    await waitFor(() =>
      expect(productHeadings()[0]).toBe('California Bitter Raw Apricot Seeds 5 lb'),
    );
    expect(router.state.location.search).toBe('?sortby=highest_price');

    await user.selectOptions(select, 'lowest_price');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('sortby')).toBe('lowest_price'));
  });

  it("labels each product's buttons Buy Now and 'Add to cart' (part 2 Listings)", async () => {
    renderRoute('/category/1-Apricot-Seeds');
    const card = (
      await screen.findByRole('heading', { level: 2, name: 'Apricot Seed Sampler' })
    ).closest('article') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add To Cart' })).not.toBeInTheDocument();
  });

  it('says so when a category has no products', async () => {
    server.use(
      http.get('*/categories/:id', () =>
        HttpResponse.json({ category_title: 'Empty Shelf', products: [] }),
      ),
    );
    renderRoute('/category/42-Empty-Shelf');
    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument();
  });
});

describe('tag, special and search pages', () => {
  it('lists the products of a tag', async () => {
    renderRoute('/tag/3-best-seller');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'best seller' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Apricot Seed Capsules' }),
    ).toBeInTheDocument();
  });

  it("shows a tag name with '%' from the link while the tag loads", async () => {
    server.use(
      http.get('*/product-by-tags/:id', () => HttpResponse.json({ name: '', products: [] })),
    );
    renderRoute('/tag/9-100%25-natural');
    expect(
      await screen.findByRole('heading', { level: 1, name: '100% natural' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No products found for this tag.')).toBeInTheDocument();
  });

  it('lists the monthly specials (hot products)', async () => {
    const urls = recordRequests('*/products');
    renderRoute('/special-product');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'APFuel California Special' }),
    ).toBeInTheDocument();
    expect(urls.some((url) => url.searchParams.get('filter') === 'hot-products')).toBe(true);
  });

  it('sends the search text URL-encoded, "(" and "&" included, and shows results', async () => {
    const urls = recordRequests('*/search');
    renderRoute(`/search?search=${encodeURIComponent('capsules (b17) & more')}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Search results for “capsules (b17) & more”',
      }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(urls.at(-1)?.searchParams.get('search')).toBe('capsules (b17) & more'),
    );
  });

  it('says so when a search finds nothing', async () => {
    renderRoute('/search?search=zzzz-nothing');
    expect(await screen.findByText('No products found for “zzzz-nothing”.')).toBeInTheDocument();
  });
});

describe('store page', () => {
  it('groups products by category, sorts through the request and scrolls to a category from the drawer', async () => {
    const urls = recordRequests('*/products');
    const { user } = renderRoute('/store');
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    const group = await screen.findByRole('heading', { level: 2, name: 'B17 Capsules' });
    // A group's cards come in a background render just after its heading.
    expect(
      await within(group.closest('section') as HTMLElement).findByRole('heading', {
        level: 3,
        name: 'Apricot Seed Capsules',
      }),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort By' }), 'best_sales');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('sortby')).toBe('best_sales'));

    await user.click(screen.getByRole('button', { name: 'Filter by category' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'B17 Capsules' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'B17 Capsules' })).toHaveFocus(),
    );
  });

  it('loads the category drawer when opened by keyboard; Escape closes it with focus back on the button', async () => {
    const { user } = renderRoute('/store');
    await screen.findByRole('heading', { level: 2, name: 'B17 Capsules' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const opener = screen.getByRole('button', { name: 'Filter by category' });
    opener.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Categories' });
    expect(within(drawer).getByRole('button', { name: 'B17 Capsules' })).toBeInTheDocument();
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it.each([
    { screen: 'a phone', minWidth: 0, firstRow: 2 },
    { screen: 'a tablet', minWidth: 576, firstRow: 2 },
    { screen: 'a wide screen', minWidth: 1200, firstRow: 4 },
  ])(
    "loads the first row's images at once with high priority and the others lazily on $screen",
    async ({ minWidth, firstRow }) => {
      const originalMatchMedia = window.matchMedia;
      window.matchMedia = ((query: string) => ({
        ...originalMatchMedia(query),
        matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity) <= minWidth,
      })) as typeof window.matchMedia;
      try {
        renderRoute('/store');
        await screen.findByRole('heading', { level: 2, name: 'B17 Capsules' });
        await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(4));
        const images = screen
          .getAllByRole('article')
          .map((card) => within(card).getAllByRole('img')[0]);
        const loading = images.map((image) => [
          image.getAttribute('loading'),
          image.getAttribute('fetchpriority'),
        ]);
        expect(loading.slice(0, firstRow)).toEqual(Array(firstRow).fill(['eager', 'high']));
        expect(loading.slice(firstRow)).toEqual(
          Array(images.length - firstRow).fill(['lazy', null]),
        );
        expect(images[0]).toHaveAttribute('width', '300');
        expect(images[0]).toHaveAttribute('height', '400');
      } finally {
        window.matchMedia = originalMatchMedia;
      }
    },
  );

  it('opens a product from its card with the product id in the navigation state', async () => {
    const { user, router } = renderRoute('/store');
    await user.click(await screen.findByRole('link', { name: 'Apricot Seed Capsules' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/item/705-apricot-seed-capsules'),
    );
    expect(router.state.location.state).toEqual({ id: 705 });
  });

  it('adds quantity 1 from a card and updates the header count without a reload', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/cart/guest/add', async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
    );
    const { user } = renderRoute('/store');
    const heading = await screen.findByRole('heading', { level: 3, name: 'Apricot Seed Capsules' });
    const card = heading.closest('article') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Product added to cart successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ product_id: 705, qty: 1 })]);
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('marks only the product being added as pending', async () => {
    const answer = gate();
    server.use(
      http.post('*/cart/guest/add', async () => {
        await answer.opened;
      }),
    );
    const { user } = renderRoute('/store');
    const capsules = (
      await screen.findByRole('heading', { level: 3, name: 'Apricot Seed Capsules' })
    ).closest('article') as HTMLElement;
    const other = screen
      .getByRole('heading', { level: 3, name: 'B17 Vitamin Capsules' })
      .closest('article') as HTMLElement;
    await user.click(within(capsules).getByRole('button', { name: 'Add To Cart' }));
    expect(within(capsules).getByRole('button', { name: 'Add To Cart' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(within(capsules).getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    expect(within(other).getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
    answer.open();
    await waitFor(() =>
      expect(within(capsules).getByRole('button', { name: 'Add To Cart' })).toBeEnabled(),
    );
  });
});
