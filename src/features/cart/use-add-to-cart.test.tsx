import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../local-api/node';
import { renderRoute } from '../../../tests/utils/render';
import { track } from '@/lib/analytics';

vi.mock('@/lib/analytics', () => ({ track: vi.fn() }));

const PRODUCT_PATH = '/item/705-apricot-seed-capsules';

const openProduct = async (loggedIn = false) => {
  const result = renderRoute(PRODUCT_PATH, loggedIn ? { loggedInAs: 'customer' } : {});
  const heading = await screen.findByRole('heading', { level: 1, name: 'Apricot Seed Capsules' });
  return { ...result, summary: within(heading.parentElement as HTMLElement) };
};

const clickAdd = async (user: ReturnType<typeof renderRoute>['user']) =>
  user.click(screen.getByRole('button', { name: 'Add to cart' }));

beforeEach(() => {
  vi.mocked(track).mockClear();
});

describe('add to cart: guests (POST /cart/guest/add with ip, success = HTTP ok)', () => {
  it("shows 'Added to guest cart based on IP.' when the server sends no message", async () => {
    server.use(http.post('*/cart/guest/add', () => HttpResponse.json({})));
    const { user } = await openProduct();
    await clickAdd(user);
    expect(await screen.findByText('Added to guest cart based on IP.')).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('Added to Cart', expect.objectContaining({ id: 705 }));
  });

  it('shows the server message on failure', async () => {
    server.use(
      http.post('*/cart/guest/add', () =>
        HttpResponse.json({ message: 'Out of stock.' }, { status: 422 }),
      ),
    );
    const { user } = await openProduct();
    await clickAdd(user);
    expect(await screen.findByText('Out of stock.')).toBeInTheDocument();
  });

  it("shows 'Guest cart failed.' on failure without a message", async () => {
    server.use(http.post('*/cart/guest/add', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await openProduct();
    await clickAdd(user);
    expect(await screen.findByText('Guest cart failed.')).toBeInTheDocument();
    expect(track).toHaveBeenCalledTimes(1);
  });

  it("shows 'Something went wrong.' when the request throws", async () => {
    server.use(http.post('*/cart/guest/add', () => HttpResponse.error()));
    const { user } = await openProduct();
    await clickAdd(user);
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  });

  it('Buy Now sends a guest to /store/customer_info', async () => {
    const { user, router, summary } = await openProduct();
    await user.click(summary.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/customer_info'));
  });
});

describe('add to cart: signed-in users (POST /cart/add, success = body status 200)', () => {
  it('adds with the bearer token and no ip, and shows the server message', async () => {
    let request: { auth: string | null; body: unknown } | undefined;
    server.use(
      http.post('*/cart/add', async ({ request: req }) => {
        request = { auth: req.headers.get('authorization'), body: await req.clone().json() };
      }),
    );
    const { user, store } = await openProduct(true);
    await clickAdd(user);
    expect(await screen.findByText('Product added to cart successfully.')).toBeInTheDocument();
    expect(request).toEqual({
      auth: 'Bearer demo-token-customer',
      body: { product_id: 705, qty: 1 },
    });
    await waitFor(() => expect(store.getState().cart.count).toBeGreaterThan(0));
  });

  it("shows 'Failed to add to cart.' when the body status is not 200 and has no message", async () => {
    server.use(http.post('*/cart/add', () => HttpResponse.json({ status: 400 })));
    const { user } = await openProduct(true);
    await clickAdd(user);
    expect(await screen.findByText('Failed to add to cart.')).toBeInTheDocument();
  });

  it('shows the server message when the add is refused', async () => {
    server.use(
      http.post('*/cart/add', () =>
        HttpResponse.json(
          { status: 422, message: 'Quantity must be at least 1.' },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openProduct(true);
    await clickAdd(user);
    expect(await screen.findByText('Quantity must be at least 1.')).toBeInTheDocument();
  });

  it("shows 'Failed to add to cart.' on an HTTP failure without a message", async () => {
    server.use(http.post('*/cart/add', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await openProduct(true);
    await clickAdd(user);
    expect(await screen.findByText('Failed to add to cart.')).toBeInTheDocument();
  });

  it("shows 'Something went wrong.' when the request throws", async () => {
    server.use(http.post('*/cart/add', () => HttpResponse.error()));
    const { user } = await openProduct(true);
    await clickAdd(user);
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('Buy Now sends a signed-in user to /checkout', async () => {
    const { user, router, summary } = await openProduct(true);
    await user.click(summary.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('does not navigate when Buy Now fails', async () => {
    server.use(http.post('*/cart/add', () => HttpResponse.json({ status: 400, message: 'Nope.' })));
    const { user, router, summary } = await openProduct(true);
    await user.click(summary.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText('Nope.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PRODUCT_PATH);
  });
});
