import { renderHook, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../local-api/seed/users';
import { renderRoute, PAGE_READY } from '../../tests/utils/render';

/**
 * Passwords and card numbers go out in their request only, never through an RTK Query mutation: its
 * argument rides in the store's actions (meta.arg.originalArgs), which every middleware and the
 * DevTools history keep. A stand-in DevTools extension, installed before Redux Toolkit loads (it
 * looks for the extension once), records every action and every state the store passes through.
 */
const history = vi.hoisted(() => {
  const seen: string[] = [];
  const record =
    (createStore: (...args: unknown[]) => unknown) =>
    (reducer: (state: unknown, action: unknown) => unknown, ...rest: unknown[]) =>
      createStore(
        (state: unknown, action: unknown) => {
          const next = reducer(state, action);
          seen.push(JSON.stringify(action), JSON.stringify(next));
          return next;
        },
        ...rest,
      );
  const compose =
    () =>
    (...enhancers: ((next: unknown) => unknown)[]) =>
    (createStore: unknown) =>
      [...enhancers, record].reduceRight((acc, enhancer) => enhancer(acc as never), createStore);
  Object.assign(window, { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: compose });
  return seen;
});

const { accountApi, useSavePaymentAccount } = await import('@/features/account');
const { setToken } = await import('@/lib/storage');
const { makeStore } = await import('./store');

const containing = (secret: string) => history.filter((entry) => entry.includes(secret));

describe('secrets never pass through the store (its states or its action history)', () => {
  it('login: neither a wrong nor the right password', async () => {
    const { user, router, store } = renderRoute('/login');
    const email = await screen.findByLabelText(/^Email/, {}, PAGE_READY);
    const password = screen.getByLabelText(/^Password/);
    await user.type(email, DEMO_USERS.customer.email);
    await user.type(password, 'Wrong-Secret-77');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Invalid email or password.', { selector: '.alert' });
    await user.clear(password);
    await user.type(password, DEMO_USERS.customer.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().user.loggedIn).toBe(true);
    expect(containing(DEMO_USERS.customer.email).length).toBeGreaterThan(0);
    expect(containing('Wrong-Secret-77')).toEqual([]);
    expect(containing(DEMO_USERS.customer.password)).toEqual([]);
  });

  it('saving a payment account: not the card number, while the saved list refreshes', async () => {
    setToken(DEMO_USERS.customer.token);
    const store = makeStore();
    const list = store.dispatch(accountApi.endpoints.getBillingAccounts.initiate());
    const before = (await list).data ?? [];
    const { result } = renderHook(() => useSavePaymentAccount(), {
      wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
    });
    await result.current({
      first_name: 'Ada',
      last_name: 'Lovelace',
      address: '1200 Congress Ave',
      city: 'Austin',
      state_id: 3943,
      country_id: 231,
      postal_code: '78701',
      phone: '5125550100',
      email: DEMO_USERS.customer.email,
      card_number: '4111 1111 1111 1111',
      expiry_date: '12',
      year: '2039',
    });
    await waitFor(() =>
      expect(accountApi.endpoints.getBillingAccounts.select()(store.getState()).data).toHaveLength(
        before.length + 1,
      ),
    );
    list.unsubscribe();
    expect(containing('Lovelace').length).toBeGreaterThan(0);
    expect(containing('4111 1111 1111 1111')).toEqual([]);
    expect(containing('4111111111111111')).toEqual([]);
  });
});
