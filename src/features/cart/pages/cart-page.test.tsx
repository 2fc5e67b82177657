import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../local-api/node';
import { gate } from '../../../../tests/utils/gate';
import { renderRoute } from '../../../../tests/utils/render';
import { controlViewport } from '../../../../tests/utils/viewport';
import { makeStore, type AppStore } from '@/app/store';
import { voucherRedeemed } from '@/features/loyalty';
import { setToken } from '@/lib/storage';
import { DEMO_USERS } from '../../../../local-api/seed/users';
import { cartApi } from '../api';

/** Puts products in the current visitor's cart through the real API layer. */
const seedCart = async (
  store: AppStore,
  items: { product_id: number; qty: number }[],
  asUser = false,
) => {
  for (const item of items) {
    const action = asUser
      ? cartApi.endpoints.addToCart.initiate(item)
      : cartApi.endpoints.guestAddToCart.initiate(item);
    await store.dispatch(action).unwrap();
  }
};

const guestStoreWith = async (items: { product_id: number; qty: number }[]) => {
  const store = makeStore();
  await seedCart(store, items);
  return store;
};

const lineFor = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 2, name });
  return heading.closest('li') as HTMLElement;
};

afterEach(() => vi.unstubAllGlobals());

describe('cart page', () => {
  it("shows 'Loading cart...' and then 'Your cart is empty' for an empty cart", async () => {
    // The answer is held until the loading state has been seen.
    const answer = gate();
    server.use(
      http.get('*/cart', async () => {
        await answer.opened;
      }),
    );
    renderRoute('/cart');
    expect(await screen.findByText('Loading cart...')).toBeInTheDocument();
    answer.open();
    await waitFor(() => expect(screen.getByText('Your cart is empty')).toBeInTheDocument());
    expect(screen.queryByText('Loading cart...')).not.toBeInTheDocument();
  });

  it("shows the cart's related products under the body once the shopper nears them", async () => {
    const { bringNear, watching } = controlViewport();
    const store = await guestStoreWith([{ product_id: 705, qty: 1 }]);
    renderRoute('/cart', { store });
    await lineFor('Apricot Seed Capsules');
    // Their place waits for the shopper: the cart's answer renders without them.
    const main = screen.getByRole('main');
    await waitFor(() => expect(watching(main).length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'You may also like' })).not.toBeInTheDocument();
    await bringNear(main);
    const related = await screen.findByRole('region', { name: 'You may also like' });
    expect((await within(related).findAllByRole('article')).length).toBeGreaterThan(0);
  });

  it('shows the related products to a visitor who moves through the page with Tab', async () => {
    const { watching } = controlViewport();
    const store = await guestStoreWith([{ product_id: 705, qty: 1 }]);
    const { user } = renderRoute('/cart', { store });
    await lineFor('Apricot Seed Capsules');
    const main = screen.getByRole('main');
    await waitFor(() => expect(watching(main).length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'You may also like' })).not.toBeInTheDocument();
    // Nothing scrolls: the first Tab brings them in, before the focus can pass their place.
    await user.tab();
    const related = await screen.findByRole('region', { name: 'You may also like' });
    expect((await within(related).findAllByRole('article')).length).toBeGreaterThan(0);
  });

  it("shows 'No Cart Found' when the cart cannot be loaded", async () => {
    server.use(
      http.get('*/cart', () => HttpResponse.json({ message: 'Server down' }, { status: 500 })),
    );
    renderRoute('/cart');
    expect(await screen.findByText('No Cart Found')).toBeInTheDocument();
  });

  it('lists lines with image, name and sub_total, the free-shipping note and the guest forms', async () => {
    const store = await guestStoreWith([{ product_id: 705, qty: 2 }]);
    renderRoute('/cart', { store });
    const line = await lineFor('Apricot Seed Capsules');
    expect(within(line).getByText('$59.98')).toBeInTheDocument();
    expect(line.querySelector('img')).toHaveAttribute('width', '60');
    expect(
      screen.getByText(
        /Free USA shipping, excluding Alaska, Hawaii, Puerto Rico, Guam and US Virgin Islands/,
      ),
    ).toBeInTheDocument();
    // The sign-in forms load after the cart has painted.
    expect(await screen.findByRole('form', { name: /log in/i })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: /guest/i })).toBeInTheDocument();
    expect(store.getState().cart.count).toBe(2);
  });

  it('links a line to its product with the product id in the navigation state', async () => {
    const store = await guestStoreWith([{ product_id: 705, qty: 1 }]);
    const { user, router } = renderRoute('/cart', { store });
    const line = await lineFor('Apricot Seed Capsules');
    await user.click(within(line).getByRole('link', { name: 'Apricot Seed Capsules' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/item/705-apricot-seed-capsules'),
    );
    expect(router.state.location.state).toEqual({ id: 705 });
  });

  it('increases and decreases a line and never goes below 1', async () => {
    const store = await guestStoreWith([{ product_id: 705, qty: 1 }]);
    const { user } = renderRoute('/cart', { store });
    const line = await lineFor('Apricot Seed Capsules');
    const decrease = within(line).getByRole('button', {
      name: 'Decrease quantity of Apricot Seed Capsules',
    });
    expect(decrease).toBeDisabled();
    await user.click(
      within(line).getByRole('button', { name: 'Increase quantity of Apricot Seed Capsules' }),
    );
    await waitFor(() =>
      expect(
        within(line).getByRole('status', { name: 'Quantity of Apricot Seed Capsules' }),
      ).toHaveTextContent('2'),
    );
    await waitFor(() => expect(store.getState().cart.count).toBe(2));
    await waitFor(() => expect(decrease).toBeEnabled());
    await user.click(decrease);
    await waitFor(() =>
      expect(
        within(line).getByRole('status', { name: 'Quantity of Apricot Seed Capsules' }),
      ).toHaveTextContent('1'),
    );
    await waitFor(() => expect(decrease).toBeDisabled());
  });

  it('serialises rapid changes across lines and ends in step with the server', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const track = async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await delay(100);
      inFlight -= 1;
      // Falling through lets the local API handle the request.
    };
    server.use(http.post('*/cart/update-quantity', track), http.post('*/cart/delete/:id', track));
    const store = await guestStoreWith([
      { product_id: 705, qty: 1 },
      { product_id: 376, qty: 1 },
      { product_id: 2, qty: 1 },
    ]);
    const { user } = renderRoute('/cart', { store });
    const first = await lineFor('Apricot Seed Capsules');
    const second = await lineFor('California Bitter Raw Apricot Seeds 32 oz');
    const third = await lineFor('B17 Vitamin Capsules');
    await user.click(within(first).getByRole('button', { name: /Increase/ }));
    // The clicked line is locked while its change is in flight.
    expect(within(first).getByRole('button', { name: /Increase/ })).toBeDisabled();
    await user.click(within(second).getByRole('button', { name: /Increase/ }));
    await user.click(within(third).getByRole('button', { name: /Delete/ }));
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { level: 2, name: 'B17 Vitamin Capsules' }),
      ).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(within(first).getByRole('status', { name: /Quantity/ })).toHaveTextContent('2'),
    );
    expect(within(second).getByRole('status', { name: /Quantity/ })).toHaveTextContent('2');
    expect(maxInFlight).toBe(1);
    await waitFor(() => expect(store.getState().cart.count).toBe(4));
  });

  it("deletes the last line and shows 'Your cart is empty'", async () => {
    const store = await guestStoreWith([{ product_id: 705, qty: 1 }]);
    const { user } = renderRoute('/cart', { store });
    const line = await lineFor('Apricot Seed Capsules');
    await user.click(within(line).getByRole('button', { name: 'Delete Apricot Seed Capsules' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(store.getState().cart.count).toBe(0);
  });

  it.each([
    ['a server error without a message', () => HttpResponse.json({}, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('says a failed quantity change or delete did not go through (%s)', async (_case, reply) => {
    server.use(http.post('*/cart/update-quantity', reply), http.post('*/cart/delete/:id', reply));
    const store = await guestStoreWith([{ product_id: 705, qty: 1 }]);
    const { user } = renderRoute('/cart', { store });
    const line = await lineFor('Apricot Seed Capsules');
    await user.click(within(line).getByRole('button', { name: /Increase quantity/ }));
    expect(
      await screen.findByText('Your cart could not be updated. Please try again.'),
    ).toBeInTheDocument();
    expect(within(line).getByText('$29.99')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(line).getByRole('button', { name: /Increase quantity/ })).toBeEnabled(),
    );
    await user.click(within(line).getByRole('button', { name: 'Delete Apricot Seed Capsules' }));
    await waitFor(() =>
      expect(within(line).getByRole('button', { name: /Increase quantity/ })).toBeEnabled(),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Apricot Seed Capsules' })).toBeVisible();
  });

  it('shows the server message when a quantity change is refused with one', async () => {
    server.use(
      http.post('*/cart/update-quantity', () =>
        HttpResponse.json({ message: 'Only 3 left in stock.' }, { status: 422 }),
      ),
    );
    const store = await guestStoreWith([{ product_id: 705, qty: 1 }]);
    const { user } = renderRoute('/cart', { store });
    const line = await lineFor('Apricot Seed Capsules');
    await user.click(within(line).getByRole('button', { name: /Increase quantity/ }));
    expect(await screen.findByText('Only 3 left in stock.')).toBeInTheDocument();
  });

  it("applies a promo code ('Promo Code Applied Successfully') and removes it", async () => {
    const store = await guestStoreWith([{ product_id: 705, qty: 2 }]);
    const { user } = renderRoute('/cart', { store });
    await user.type(await screen.findByLabelText('Promo Code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo Code Applied Successfully')).toBeInTheDocument();
    expect(await screen.findByText('SAVE10', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Promo Code')).not.toBeInTheDocument();
    expect(screen.getByText('−$6.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove promo code' }));
    expect(await screen.findByText('Promo code removed.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Promo Code')).toBeInTheDocument();
  });

  it('sends NORMAL promos and shows the server message as an error', async () => {
    let sent: unknown;
    server.use(
      http.post('*/apply/promo', async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    const store = await guestStoreWith([{ product_id: 705, qty: 1 }]);
    const { user } = renderRoute('/cart', { store });
    await user.type(await screen.findByLabelText('Promo Code'), 'EXPIRED20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promo code has expired.')).toBeInTheDocument();
    expect(sent).toEqual({ promoCode_type: 'NORMAL', promo: 'EXPIRED20' });
    expect(screen.queryByText('Promo Code Applied Successfully')).not.toBeInTheDocument();
  });

  it('treats a message in a 200 answer as an error', async () => {
    server.use(
      http.post('*/apply/promo', () =>
        HttpResponse.json({ message: 'Code not valid for these items.' }),
      ),
    );
    const store = await guestStoreWith([{ product_id: 705, qty: 1 }]);
    const { user } = renderRoute('/cart', { store });
    await user.type(await screen.findByLabelText('Promo Code'), 'FIVEOFF');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code not valid for these items.')).toBeInTheDocument();
    expect(screen.queryByText('Promo Code Applied Successfully')).not.toBeInTheDocument();
  });

  it("shows 'Something went wrong!' when applying a promo throws", async () => {
    server.use(http.post('*/apply/promo', () => HttpResponse.error()));
    const store = await guestStoreWith([{ product_id: 705, qty: 1 }]);
    const { user } = renderRoute('/cart', { store });
    await user.type(await screen.findByLabelText('Promo Code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  });

  it('sends a code matching a claimed loyalty reward as LL', async () => {
    let sent: unknown;
    server.use(
      http.post('*/apply/promo', async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    window.loyaltylion = {
      customer: {
        claimedRewards: [
          {
            id: 41,
            code: 'LOYAL-5OFF',
            reward: { id: 3, discount_amount: 5, discount_type: 'flat' },
          },
        ],
      },
    };
    setToken(DEMO_USERS.customer.token);
    const store = makeStore();
    await seedCart(store, [{ product_id: 705, qty: 1 }], true);
    const { user } = renderRoute('/cart', { store, loggedInAs: 'customer' });
    await user.type(await screen.findByLabelText('Promo Code'), 'LOYAL-5OFF');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(sent).toEqual({
        promoCode_type: 'LL',
        promo: 'LOYAL-5OFF',
        reward_id: 41,
        discount_amount: 5,
        discount_type: 'flat',
      }),
    );
    delete window.loyaltylion;
  });

  it('without the widget, sends a voucher redeemed in the loyalty dialog as LL and the local API takes it', async () => {
    const requests: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/apply/promo') requests.push(request.clone().json());
    });
    delete window.loyaltylion;
    setToken(DEMO_USERS.customer.token);
    const store = makeStore();
    store.dispatch(
      voucherRedeemed({
        voucher: 'LOYAL-5OFF',
        reward: {
          id: 1,
          heading: '$5 off your order',
          require_points: 500,
          discount_amount: 5,
          discount_type: 'flat',
        },
      }),
    );
    await seedCart(store, [{ product_id: 705, qty: 1 }], true);
    const { user } = renderRoute('/cart', { store, loggedInAs: 'customer' });
    await user.type(await screen.findByLabelText('Promo Code'), 'loyal-5off');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo Code Applied Successfully')).toBeInTheDocument();
    expect(await Promise.all(requests)).toEqual([
      {
        promoCode_type: 'LL',
        promo: 'loyal-5off',
        reward_id: 1,
        discount_amount: 5,
        discount_type: 'flat',
      },
    ]);
  });

  it('sends an unknown voucher as NORMAL, which the local API refuses with its message', async () => {
    delete window.loyaltylion;
    setToken(DEMO_USERS.customer.token);
    const store = makeStore();
    await seedCart(store, [{ product_id: 705, qty: 1 }], true);
    const { user } = renderRoute('/cart', { store, loggedInAs: 'customer' });
    await user.type(await screen.findByLabelText('Promo Code'), 'LOYAL-5OFF');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      (
        await screen.findAllByText(
          'This is a loyalty reward voucher: it can only be applied as a loyalty reward.',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.getByLabelText('Promo Code')).toHaveValue('LOYAL-5OFF');
  });

  it('sends a guest to /store/customer_info and a signed-in user to /checkout', async () => {
    const store = await guestStoreWith([{ product_id: 705, qty: 1 }]);
    const guest = renderRoute('/cart', { store });
    await guest.user.click(await screen.findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/store/customer_info'));
    guest.unmount();

    setToken(DEMO_USERS.customer.token);
    const userStore = makeStore();
    await seedCart(userStore, [{ product_id: 705, qty: 1 }], true);
    const signedIn = renderRoute('/cart', { store: userStore, loggedInAs: 'customer' });
    expect(screen.queryByRole('form', { name: /log in/i })).not.toBeInTheDocument();
    await signedIn.user.click(await screen.findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/checkout'));
  });

  it('keeps Checkout busy until a pending quantity change has landed', async () => {
    const held = gate();
    server.use(
      http.post('*/cart/update-quantity', async () => {
        await held.opened;
      }),
    );
    const store = await guestStoreWith([{ product_id: 705, qty: 1 }]);
    const { user, router } = renderRoute('/cart', { store });
    const line = await lineFor('Apricot Seed Capsules');
    await user.click(within(line).getByRole('button', { name: /Increase quantity/ }));
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAttribute('aria-busy', 'true');
    expect(checkout).toHaveAccessibleDescription(
      'Updating your cart... Checkout opens once your changes are saved.',
    );
    await user.click(checkout);
    expect(router.state.location.pathname).toBe('/cart');

    held.open();
    await waitFor(() => expect(within(line).getByText('$59.98')).toBeInTheDocument());
    await waitFor(() => expect(checkout).toBeEnabled());
    await user.click(checkout);
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/customer_info'));
  });

  it('signs in from the inline login form and shows the user cart', async () => {
    const { user } = renderRoute('/cart');
    await screen.findByText('Your cart is empty');
    const form = await screen.findByRole('form', { name: /log in/i });
    await user.type(within(form).getByLabelText(/Email/), DEMO_USERS.customer.email);
    await user.type(
      within(form).getByLabelText(/Password/, { selector: 'input' }),
      DEMO_USERS.customer.password,
    );
    await user.click(within(form).getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: /log in/i })).not.toBeInTheDocument(),
    );
  });
});
