import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '../../local-api/node';
import { getDb } from '../../local-api/store/db';
import { DEFAULT_VISITOR_IP } from '../../local-api/handlers/external';
import { findUserByToken } from '../../local-api/respond';
import { DEMO_USERS } from '../../local-api/seed/users';
import { paths } from '@/config/paths';
import { cartApi } from '@/features/cart';
import { notify } from '@/lib/notify';
import { getRole, getToken, LOGIN_KEY, setRole, setToken } from '@/lib/storage';
import { renderRoute } from '../../tests/utils/render';
import { SESSION_EXPIRED_MESSAGE } from './use-session-sync';

const siteHeader = () => within(screen.getByRole('banner'));
/** The header, once the first page has rendered. */
const header = async () => within(await screen.findByRole('banner'));

const customerMenu = `${DEMO_USERS.customer.first_name} account menu`;

/** The API stops accepting the customer's token (what an expiry looks like from the shop). */
const expireCustomerToken = () => {
  const customer = getDb().users.find((user) => user.email === DEMO_USERS.customer.email)!;
  customer.tokens = [];
};

const searchParam = (search: string, name: string) => new URLSearchParams(search).get(name);

describe('an expired session (401 on a bearer call)', () => {
  it('ends once: state cleared, one toast, /login?from=<page>', async () => {
    const toast = vi.spyOn(notify, 'error');
    const { router, store } = renderRoute('/faq', { loggedInAs: 'customer' });
    expect(await (await header()).findByRole('button', { name: customerMenu })).toBeInTheDocument();
    await store.dispatch(cartApi.endpoints.addToCart.initiate({ product_id: 705, qty: 2 }));
    expect(await siteHeader().findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(store.getState().loyalty.pointsTotal).not.toBeNull();

    expireCustomerToken();
    // The checkout page loads the cart, the addresses and the payment accounts at once: three 401s.
    await router.navigate('/checkout?step=1');

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(searchParam(router.state.location.search, 'from')).toBe('/checkout?step=1');
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
    expect(getToken()).toBeNull();
    expect(getRole()).toBeNull();
    expect(store.getState().user).toMatchObject({ loggedIn: false, id: null, firstName: null });
    expect(store.getState().cart.count).toBe(0);
    expect(store.getState().loyalty.pointsTotal).toBeNull();
    // Nothing of the customer's is cached any more (the addresses were loaded with the old token).
    const addresses = Object.values(store.getState().api.queries).filter(
      (entry) => entry?.endpointName === 'getShippingAddresses',
    );
    expect(addresses.every((entry) => entry?.data === undefined)).toBe(true);
    expect(await (await header()).findByRole('link', { name: 'LOG IN' })).toBeInTheDocument();
    expect(siteHeader().getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it.each(['/checkout?step=1', '/AccountDetails', '/OrderHistory', '/orderHistory/1001'])(
    '%s, being left, sends no more signed-in calls once the session has ended',
    async (path) => {
      const withoutToken: string[] = [];
      const record = ({ request }: { request: Request }) => {
        const { pathname } = new URL(request.url);
        const signedInOnly =
          /^\/(user-shipping-address|user-billing-address|get\/credits|shipingStation|orders|order\/detail)/;
        if (signedInOnly.test(pathname) && !request.headers.has('Authorization')) {
          withoutToken.push(pathname);
        }
      };
      server.events.on('request:start', record);
      onTestFinished(() => server.events.removeListener('request:start', record));
      const { router, store } = renderRoute(path, { loggedInAs: 'customer' });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      // The page has made its calls (the checkout's rate: for the primary address).
      await waitFor(() => {
        const queries = Object.values(store.getState().api.queries);
        expect(queries.length).toBeGreaterThan(2);
        expect(queries.every((query) => query?.status === 'fulfilled')).toBe(true);
      });

      expireCustomerToken();
      await store.dispatch(cartApi.endpoints.addToCart.initiate({ product_id: 705, qty: 1 }));

      await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
      expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
      expect(withoutToken).toEqual([]);
    },
  );

  it('signing in again returns to the page whose session expired', async () => {
    setToken('a-token-the-api-no-longer-knows');
    setRole(1);
    const { router, user } = renderRoute('/checkout?step=1');
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));

    await user.type(await screen.findByLabelText(/^Email/), DEMO_USERS.customer.email);
    await user.type(screen.getByLabelText(/^Password/), DEMO_USERS.customer.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.checkout));
    expect(router.state.location.search).toBe('?step=1');
    // The new session's token is kept (the API issues a new one per sign-in).
    expect(findUserByToken(getToken() ?? '')?.email).toBe(DEMO_USERS.customer.email);
    expect(await (await header()).findByRole('button', { name: customerMenu })).toBeInTheDocument();
  });

  it('leaves the shopper a guest whose cart (by IP) works without a reload', async () => {
    const cartCalls: { ip: string | null; authorization: string | null }[] = [];
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/cart/')
        cartCalls.push({
          ip: url.searchParams.get('ip'),
          authorization: request.headers.get('authorization'),
        });
    };
    server.events.on('request:start', record);
    onTestFinished(() => {
      server.events.removeListener('request:start', record);
    });
    setToken('a-token-the-api-no-longer-knows');
    setRole(1);
    const { router } = renderRoute('/cart');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(searchParam(router.state.location.search, 'from')).toBe('/cart');

    await router.navigate('/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check out as a guest' })).toBeInTheDocument();
    await waitFor(() =>
      expect(cartCalls.at(-1)).toEqual({ ip: DEFAULT_VISITOR_IP, authorization: null }),
    );
  });

  it('does not end the session when /login answers 401 for a wrong password', async () => {
    const toast = vi.spyOn(notify, 'error');
    const { router, user } = renderRoute('/login?from=%2Fcart', { loggedInAs: 'customer' });
    await user.type(await screen.findByLabelText(/^Email/), DEMO_USERS.customer.email);
    await user.type(screen.getByLabelText(/^Password/), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Invalid email or password.', { selector: '.alert' }),
    ).toBeInTheDocument();
    expect(getToken()).toBe(DEMO_USERS.customer.token);
    expect(router.state.location.search).toBe('?from=%2Fcart');
    expect(toast).not.toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
    expect(siteHeader().getByRole('button', { name: customerMenu })).toBeInTheDocument();
  });

  it('stays on /login (keeping its from) when the 401 comes while signing in there', async () => {
    setToken('a-token-the-api-no-longer-knows');
    const { router } = renderRoute('/login?from=%2FOrderHistory');
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(router.state.location.search).toBe('?from=%2FOrderHistory');
  });
});

/** What the browser tells this tab when another tab of the shop changes local storage. */
const otherTabChanged = (key: string | null, oldValue: string | null, newValue: string | null) =>
  window.dispatchEvent(
    new StorageEvent('storage', { key, oldValue, newValue, storageArea: window.localStorage }),
  );

describe('other tabs', () => {
  it('a logout in another tab signs this one out and a guarded page leaves', async () => {
    const { router, store } = renderRoute('/checkout', { loggedInAs: 'customer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();

    // Logout there clears the whole local storage (spec §2.6) and the shared role cookie.
    window.localStorage.clear();
    setRole(null);
    otherTabChanged(null, null, null);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(searchParam(router.state.location.search, 'from')).toBe('/checkout');
    expect(await (await header()).findByRole('link', { name: 'LOG IN' })).toBeInTheDocument();
    expect(store.getState().user.loggedIn).toBe(false);
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
  });

  it('a session that ended in another tab (login key removed) signs out an open page in place', async () => {
    const { router } = renderRoute('/faq', { loggedInAs: 'customer' });
    expect(await (await header()).findByRole('button', { name: customerMenu })).toBeInTheDocument();
    setToken(null);
    otherTabChanged(LOGIN_KEY, DEMO_USERS.customer.token, null);
    expect(await (await header()).findByRole('link', { name: 'LOG IN' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
  });

  it('a sign-in in another tab signs this one in', async () => {
    renderRoute('/faq');
    expect(await (await header()).findByRole('link', { name: 'LOG IN' })).toBeInTheDocument();
    setToken(DEMO_USERS.customer.token);
    setRole(1);
    otherTabChanged(LOGIN_KEY, null, DEMO_USERS.customer.token);
    expect(await (await header()).findByRole('button', { name: customerMenu })).toBeInTheDocument();
  });
});
