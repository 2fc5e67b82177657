import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Persistor } from 'redux-persist';
import { catalogApi } from '@/features/catalog';
import { cartApi, cartSummaryReceived } from '@/features/cart';
import { signedIn, userSummaryReceived } from '@/features/auth';
import { pointsReceived } from '@/features/loyalty';
import { makePersistor, makeStore, persistConfig } from './store';

const PERSIST_KEY = 'persist:root';

const bootstrapped = (persistor: Persistor) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });

/** redux-persist stores each slice as a JSON string inside one JSON object. */
const readPersisted = (): Record<string, unknown> => {
  const raw = window.localStorage.getItem(PERSIST_KEY);
  if (!raw) throw new Error(`${PERSIST_KEY} not written`);
  const outer = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(outer).map(([key, value]) => [key, JSON.parse(value) as unknown]),
  );
};

describe('store persistence (spec §3: persisted state under the key root)', () => {
  it('uses key root and a 5000 ms rehydration timeout', () => {
    expect(persistConfig.key).toBe('root');
    expect(persistConfig.timeout).toBe(5000);
  });

  it('persists user id/firstName/email, cart id/count/email and loyalty points and vouchers only', async () => {
    const store = makeStore();
    const persistor = makePersistor(store);
    await bootstrapped(persistor);

    await store.dispatch(catalogApi.endpoints.getCategories.initiate());
    await store.dispatch(cartApi.endpoints.guestAddToCart.initiate({ product_id: 705, qty: 2 }));
    await store.dispatch(cartApi.endpoints.getCart.initiate());
    store.dispatch(signedIn({ role: '2' }));
    store.dispatch(
      userSummaryReceived({ id: 7, first_name: 'Ada', email: 'ada@apricot.test', cart: 3 }),
    );
    store.dispatch(cartSummaryReceived({ id: 55, count: 3, email: 'ada@apricot.test' }));
    store.dispatch(pointsReceived(420));
    // The API cache really holds data (categories and a cart with prices)...
    expect(Object.keys(store.getState().api.queries).length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(store.getState().api)).toMatch(/price/);
    await persistor.flush();

    // ...but none of it lands in storage.
    const persisted = readPersisted();
    expect(Object.keys(persisted).sort()).toEqual(['_persist', 'cart', 'loyalty', 'user']);
    expect(persisted.user).toEqual({ id: 7, firstName: 'Ada', email: 'ada@apricot.test' });
    expect(persisted.user).not.toHaveProperty('loggedIn');
    expect(persisted.user).not.toHaveProperty('role');
    expect(persisted.cart).toEqual({ id: 55, count: 3, email: 'ada@apricot.test' });
    expect(persisted.loyalty).toEqual({ pointsTotal: 420, redeemedVouchers: [] });
    const raw = window.localStorage.getItem(PERSIST_KEY) ?? '';
    expect(raw).not.toMatch(/price|sub_total|total_points|queries/);
    persistor.pause();
  });

  it('rehydrates the persisted slices into a new store', async () => {
    const first = makeStore();
    const firstPersistor = makePersistor(first);
    await bootstrapped(firstPersistor);
    first.dispatch(userSummaryReceived({ id: 7, first_name: 'Ada', email: 'ada@apricot.test' }));
    first.dispatch(cartSummaryReceived({ id: 55, count: 3, email: 'ada@apricot.test' }));
    first.dispatch(pointsReceived(420));
    await firstPersistor.flush();
    firstPersistor.pause();

    const second = makeStore();
    expect(second.getState().user.firstName).toBeNull();
    await bootstrapped(makePersistor(second));
    const state = second.getState();
    expect(state.user).toMatchObject({
      id: 7,
      firstName: 'Ada',
      email: 'ada@apricot.test',
      loggedIn: false,
      role: null,
    });
    expect(state.cart).toEqual({ id: 55, count: 3, email: 'ada@apricot.test' });
    expect(state.loyalty.pointsTotal).toBe(420);
  });

  it.each([
    ['a cart count that is text', { cart: { id: 55, count: '3<img>', email: null } }, 'cart'],
    ['a negative cart count', { cart: { id: 55, count: -2, email: null } }, 'cart'],
    [
      'points as an object',
      { loyalty: { pointsTotal: { n: 1 }, redeemedVouchers: [] } },
      'loyalty',
    ],
    [
      'a voucher without its reward',
      { loyalty: { pointsTotal: 5, redeemedVouchers: [{ voucher: 'X' }] } },
      'loyalty',
    ],
    ['a first name that is a list', { user: { id: 7, firstName: ['Ada'], email: null } }, 'user'],
    ['an older shape', { cart: { items: [{ id: 1 }] } }, 'cart'],
  ] as const)(
    'drops %s read back from persist:root, and keeps the slices of a good shape',
    async (_, bad, key) => {
      const good = {
        user: { id: 7, firstName: 'Ada', email: 'ada@apricot.test' },
        cart: { id: 55, count: 3, email: 'ada@apricot.test' },
        loyalty: { pointsTotal: 420, redeemedVouchers: [] },
      };
      const stored = { ...good, ...bad, _persist: { version: 1, rehydrated: true } };
      window.localStorage.setItem(
        PERSIST_KEY,
        JSON.stringify(
          Object.fromEntries(
            Object.entries(stored).map(([name, value]) => [name, JSON.stringify(value)]),
          ),
        ),
      );
      const store = makeStore();
      const initial = store.getState();
      await bootstrapped(makePersistor(store));
      const { user, cart, loyalty } = store.getState();
      const read = { user, cart, loyalty };
      expect(read[key]).toEqual(initial[key]);
      for (const other of (['user', 'cart', 'loyalty'] as const).filter((name) => name !== key))
        expect(read[other]).toMatchObject(good[other]);
    },
  );
});

describe('the session a store starts with (the login token and the role cookie)', () => {
  it("reads them once a store, and not while the store's modules load", async () => {
    window.localStorage.setItem('login', 'a-token');
    document.cookie = 'role=2; path=/';
    onTestFinished(() => {
      document.cookie = 'role=; path=/; max-age=0';
    });
    vi.resetModules();
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const cookie = vi.spyOn(Document.prototype, 'cookie', 'get');
    const tokenReads = () => getItem.mock.calls.filter(([key]) => key === 'login').length;
    const { makeStore: makeFreshStore } = await import('./store');
    expect(tokenReads()).toBe(0);
    const cookieReadsBefore = cookie.mock.calls.length;
    const store = makeFreshStore();
    expect(tokenReads()).toBe(1);
    expect(cookie.mock.calls.length - cookieReadsBefore).toBe(1);
    expect(store.getState().user).toMatchObject({ loggedIn: true, role: '2' });
  });
});
