import { configureStore } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../local-api/node';
import { gate } from '../../tests/utils/gate';
import { DEMO_USERS } from '../../local-api/seed/users';
import { getRole, getToken, setRole, setToken } from '@/lib/storage';
import { baseApi } from './base-api';
import { apiBaseQuery, onSessionExpired } from './base-query';
import { http } from './http';

const api = {} as BaseQueryApi;
const call = (url: string, method = 'GET') => apiBaseQuery({ url, method }, api, {});

const signIn = (token: string = DEMO_USERS.customer.token) => {
  setToken(token);
  setRole(1);
};

/** Answers `path` with the API's 401 once `opened` settles; `onArrive` runs when a request comes in. */
const answer401 = (path: string, opened = Promise.resolve(), onArrive = (): void => undefined) => {
  const handler = async () => {
    onArrive();
    await opened;
    return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
  };
  server.use(mock.get(path, handler), mock.post(path, handler));
};

const listen = () => {
  const listener = vi.fn();
  unsubscribers.push(onSessionExpired(listener));
  return listener;
};
const unsubscribers: (() => void)[] = [];
afterEach(() => unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe()));

describe('base query: a 401 on a bearer call ends the session', () => {
  it('clears the token and the role cookie and tells the app once (the spec’s 401 on the rewards load)', async () => {
    const expired = listen();
    signIn();
    answer401('*/get/reward');
    const result = await call('/get/reward');
    expect(result.error).toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(getToken()).toBeNull();
    expect(getRole()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('ends it once when several calls fail together', async () => {
    const expired = listen();
    signIn();
    const held = gate();
    answer401('*/user-shipping-address/', held.opened);
    answer401('*/user-billing-address', held.opened);
    answer401('*/cart/', held.opened);
    const calls = [call('/user-shipping-address/'), call('/user-billing-address'), call('/cart/')];
    held.open();
    const results = await Promise.all(calls);
    expect(results.map((result) => result.error?.status)).toEqual([401, 401, 401]);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
  });

  it('covers the plain calls on the same HTTP client (POST /checkout)', async () => {
    const expired = listen();
    signIn();
    answer401('*/checkout');
    await expect(http.post('/checkout', {})).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('ends it on a 401 to the guest registration too: only /login is exempt', async () => {
    const expired = listen();
    signIn();
    answer401('*/user/auth/guest/register');
    const result = await apiBaseQuery(
      { url: '/user/auth/guest/register', method: 'POST', data: { email: 'guest@apricot.test' } },
      api,
      {},
    );
    expect(result.error?.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('reports an expiry nobody heard yet to the first listener (a 401 during the first load)', async () => {
    signIn();
    answer401('*/auth/user');
    await call('/auth/user');
    const expired = listen();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(listen()).not.toHaveBeenCalled();
  });
});

describe('base query: 401s that do not end a session', () => {
  it('keeps the session when /login answers 401 for a wrong password', async () => {
    const expired = listen();
    signIn();
    const result = await apiBaseQuery(
      {
        url: '/login',
        method: 'POST',
        data: { email: DEMO_USERS.customer.email, password: 'wrong' },
      },
      api,
      {},
    );
    expect(result.error).toMatchObject({ status: 401, message: 'Invalid email or password.' });
    expect(getToken()).toBe(DEMO_USERS.customer.token);
    expect(getRole()).toBe('1');
    expect(expired).not.toHaveBeenCalled();
  });

  it('ignores a guest call (no bearer token was sent)', async () => {
    const expired = listen();
    answer401('*/user-shipping-address/');
    expect((await call('/user-shipping-address/')).error?.status).toBe(401);
    expect(expired).not.toHaveBeenCalled();
  });

  it('ignores a late 401 for a token that is no longer the stored one (signed in again meanwhile)', async () => {
    const expired = listen();
    signIn('old-token');
    const held = gate();
    const arrival = gate();
    answer401('*/cart/', held.opened, arrival.open);
    const pending = call('/cart/');
    await arrival.opened; // the request left with the old token
    signIn(DEMO_USERS.customer.token);
    held.open();
    expect((await pending).error?.status).toBe(401);
    expect(getToken()).toBe(DEMO_USERS.customer.token);
    expect(expired).not.toHaveBeenCalled();
  });

  it.each([403, 500])('ignores a %i', async (status) => {
    const expired = listen();
    signIn();
    server.use(mock.get('*/cart/', () => HttpResponse.json({}, { status })));
    expect((await call('/cart/')).error?.status).toBe(status);
    expect(getToken()).toBe(DEMO_USERS.customer.token);
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('base query: RTK Query aborting a query', () => {
  const probeApi = baseApi.injectEndpoints({
    endpoints: (build) => ({ abortProbe: build.query<unknown, void>({ query: () => '/probe' }) }),
  });
  const makeStore = () =>
    configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    });

  it('cuts the request off on the wire: the API sees it aborted', async () => {
    const arrived = gate();
    const held = gate();
    let seen: Request | undefined;
    const abortEvents: string[] = [];
    server.use(
      mock.get('*/probe', async ({ request }) => {
        seen = request;
        request.signal.addEventListener('abort', () => abortEvents.push(request.url));
        arrived.open();
        await held.opened;
        return HttpResponse.json({ ok: true });
      }),
    );
    const store = makeStore();
    const query = store.dispatch(probeApi.endpoints.abortProbe.initiate());
    await arrived.opened;
    expect(seen?.signal.aborted).toBe(false);

    query.abort();
    await expect(query.unwrap()).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(abortEvents).toEqual([`${http.defaults.baseURL}/probe`]));
    expect(seen?.signal.aborted).toBe(true);
    // Nothing to report for a request the app gave up on.
    expect(vi.mocked(console.warn)).not.toHaveBeenCalled();
    held.open();
    query.unsubscribe();
  });
});

describe('base query: API HTML', () => {
  it('gives an answer holding HTML at once, as it came: DOMPurify waits where it renders', async () => {
    vi.resetModules();
    const { apiBaseQuery: freshQuery } = await import('./base-query');
    const { sanitizerLoaded } = await import('@/lib/clean-html');
    server.use(
      mock.get('*/html-answer', () => HttpResponse.json({ body: '<p>Soak <b>them</b></p>' })),
    );
    const result = await freshQuery({ url: '/html-answer' }, api, {});
    expect(result.data).toEqual({ body: '<p>Soak <b>them</b></p>' });
    expect(sanitizerLoaded()).toBe(false);
  });
});
