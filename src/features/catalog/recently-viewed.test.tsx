import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../local-api/node';
import { renderRoute } from '../../../tests/utils/render';
import { controlViewport } from '../../../tests/utils/viewport';
import { RECENTLY_VIEWED_KEY } from '@/lib/storage';

const capsules = 'Apricot Seed Capsules';
const hunza = 'Hunza Apricot Seeds 8 oz';

let bringNear: ReturnType<typeof controlViewport>['bringNear'];

const stored = (): unknown => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? 'null');
const store = (value: unknown) => localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(value));
const entry = (id: number, name: string) => ({ id, name, slug: 'x', image: '/x.svg' });

/** The product ids asked for with GET /products/{id} during the test. */
let asked: number[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const match = /\/products\/(\d+)(?:\?|$)/.exec(request.url);
  if (match) asked.push(Number(match[1]));
};

const openProduct = async (path: string, name: string) => {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name });
  return view;
};

const recentRow = () => screen.findByRole('region', { name: 'Recently viewed' });
const cardNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  asked = [];
  ({ bringNear } = controlViewport());
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  vi.unstubAllGlobals();
});

describe('recently viewed', () => {
  it('records the last 8 products viewed, most recent first, once each, without a price', async () => {
    const ids = [376, 377, 378, 379, 380, 381, 705, 706, 707, 378];
    const { router } = renderRoute(`/item/${ids[0]}-x`);
    for (const id of ids) {
      await act(() => router.navigate(`/item/${id}-x`));
      await waitFor(() => expect((stored() as { id: number }[] | null)?.[0]?.id).toBe(id));
    }
    const list = stored() as Record<string, unknown>[];
    expect(list.map(({ id }) => id)).toEqual([378, 707, 706, 705, 381, 380, 379, 377]);
    expect(list[0]).toEqual({
      id: 378,
      name: 'California Bitter Raw Apricot Seeds 8 oz',
      slug: expect.any(String) as string,
      image: expect.any(String) as string,
    });
    expect(JSON.stringify(list)).not.toMatch(/price|\$|19\.99/);

    // The current product (378) is not in its own row; the other seven are, most recent first.
    const row = await recentRow();
    await bringNear(row);
    await waitFor(() => expect(cardNames(row)).toHaveLength(7));
    expect(cardNames(row)).toEqual([
      'B17 Amygdalin Tablets 100 mg',
      'B17 Vitamin Capsules 500 mg',
      capsules,
      hunza,
      'Organic Sweet Apricot Kernels 16 oz',
      'California Bitter Raw Apricot Seeds 5 lb',
      'California Bitter Raw Apricot Seeds 16 oz',
    ]);
  });

  it('shows names, prices and buttons from the API answer, asked for only when the row nears the viewport', async () => {
    store([{ ...entry(381, 'A stale name'), sell_price: 1, map_price: 2 }]);
    await openProduct('/item/705-apricot-seed-capsules', capsules);
    const row = await recentRow();
    expect(within(row).getByRole('heading', { level: 2, name: 'Recently viewed' })).toBeVisible();
    expect(cardNames(row)).toEqual([]);
    expect(asked).not.toContain(381);

    await bringNear(row);
    const card = (await within(row).findByRole('heading', { level: 3, name: hunza })).closest(
      'article',
    ) as HTMLElement;
    expect(asked).toContain(381);
    expect(within(card).getByText('$18.99')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Add To Cart/ })).toBeEnabled();
    expect(within(card).getByRole('button', { name: /Buy Now/ })).toBeEnabled();
    expect(within(card).getByRole('img')).toHaveAccessibleName();
    expect(within(row).queryByText('A stale name')).toBeNull();
    expect(within(row).queryByText('$1.00')).toBeNull();
  });

  it('drops a product that is no longer sold from the row and from storage', async () => {
    store([entry(99999, 'Discontinued'), entry(381, hunza)]);
    await openProduct('/item/705-apricot-seed-capsules', capsules);
    const row = await recentRow();
    await bringNear(row);
    await within(row).findByRole('heading', { level: 3, name: hunza });
    await waitFor(() =>
      expect((stored() as { id: number }[]).map(({ id }) => id)).toEqual([705, 381]),
    );
    expect(cardNames(row)).toEqual([hunza]);
  });

  it('leaves out a product whose call fails', async () => {
    server.use(
      http.get('*/products/381', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    store([entry(381, hunza), entry(378, 'California Bitter Raw Apricot Seeds 8 oz')]);
    await openProduct('/item/705-apricot-seed-capsules', capsules);
    const row = await recentRow();
    await bringNear(row);
    await within(row).findByRole('heading', {
      level: 3,
      name: 'California Bitter Raw Apricot Seeds 8 oz',
    });
    await waitFor(() => expect(asked.filter((id) => id === 381).length).toBeGreaterThan(0));
    expect(cardNames(row)).not.toContain(hunza);
  });

  it("'Clear' empties the list and the row goes", async () => {
    store([entry(381, hunza)]);
    const { user } = await openProduct('/item/705-apricot-seed-capsules', capsules);
    const row = await recentRow();
    await user.click(within(row).getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull(),
    );
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it('shows nothing when the only product viewed is the current one', async () => {
    await openProduct('/item/705-apricot-seed-capsules', capsules);
    await screen.findByRole('heading', { name: 'Customers who bought this product also bought:' });
    await waitFor(() => expect((stored() as { id: number }[])[0].id).toBe(705));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
  });

  it('shows the row on the empty cart page', async () => {
    store([entry(381, hunza)]);
    renderRoute('/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    const row = await recentRow();
    await bringNear(row);
    const card = (await within(row).findByRole('heading', { level: 3, name: hunza })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('$18.99')).toBeInTheDocument();
  });

  it('ignores stored data that is not JSON', async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    await openProduct('/item/705-apricot-seed-capsules', capsules);
    await waitFor(() => expect((stored() as { id: number }[]).map(({ id }) => id)).toEqual([705]));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
  });

  it('ignores stored entries of the wrong shape and keeps the valid ones', async () => {
    store([
      null,
      5,
      { id: '381' },
      { id: 378 },
      { id: -1, name: 'x', slug: 'x', image: 'x' },
      entry(381, hunza),
    ]);
    await openProduct('/item/705-apricot-seed-capsules', capsules);
    const row = await recentRow();
    await bringNear(row);
    await within(row).findByRole('heading', { level: 3, name: hunza });
    expect(cardNames(row)).toEqual([hunza]);
    await waitFor(() =>
      expect((stored() as { id: number }[]).map(({ id }) => id)).toEqual([705, 381]),
    );
  });

  it('ignores a stored value that is not a list', async () => {
    store({ id: 381, name: hunza, slug: 'x', image: 'x' });
    renderRoute('/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
  });
});
