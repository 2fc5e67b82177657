import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountOf,
  checkoutBodies,
  continueTo,
  fillCard,
  openCheckout,
  openPayment,
  orderPlaced,
  ordersOf,
  seedCart,
  signInAs,
} from '../../../tests/utils/checkout';
import { recordRequests } from '../../../tests/utils/network';
import { renderRoute, PAGE_READY } from '../../../tests/utils/render';
import { server } from '../../../local-api/node';
import {
  CAPTURED_PAYMENT_KEY,
  CAPTURED_PAYMENT_TTL_MS,
  PENDING_ORDER_KEY,
  type CapturedPayment,
  type PendingOrder,
} from './captured-payment';
import { CHECKOUT_MESSAGES, paymentSetAsideMessage, startNewPaymentQuestion } from './messages';

vi.mock('./components/paypal-wallet', () => ({
  default: ({ onCaptured }: { onCaptured: (id: string, status: string) => Promise<void> }) => (
    <button type="button" onClick={() => void onCaptured('PAYID-42', 'COMPLETED')}>
      Mock PayPal
    </button>
  ),
}));

vi.mock('./components/google-pay-wallet', () => ({
  default: ({ onToken }: { onToken: (token: string) => void }) => (
    <button type="button" onClick={() => onToken('gpay-token-7')}>
      Mock Google Pay
    </button>
  ),
}));

afterEach(() => {
  server.events.removeAllListeners();
});

const KEPT = CHECKOUT_MESSAGES.capturedPaymentKept;

/**
 * POST /checkout answered with `failure` instead of the API's answer. With `reachesApi` the request
 * first reaches the local API (the order is placed there), as when only the answer is lost.
 */
const loseCheckoutAnswers = (
  times: number,
  failure: () => Response,
  { reachesApi = false } = {},
) => {
  const state = { calls: 0 };
  let forwarding = false;
  server.use(
    http.post('*/checkout', async ({ request }) => {
      if (forwarding || state.calls >= times) return undefined;
      state.calls += 1;
      if (reachesApi) {
        forwarding = true;
        try {
          await fetch(request.clone());
        } finally {
          forwarding = false;
        }
      }
      return failure();
    }),
  );
  return state;
};

/**
 * An order attempt whose POST /checkout got no answer (a network error, nothing placed): the card
 * filled, Complete Order pressed, the page offering Try again.
 */
const attemptWithNoAnswer = async () => {
  loseCheckoutAnswers(1, () => HttpResponse.error());
  const requests = recordRequests();
  const { user } = await openPayment();
  const before = ordersOf('customer');
  await fillCard(user);
  await user.click(screen.getByRole('button', { name: 'Complete Order' }));
  const again = await screen.findByRole('button', { name: 'Try again' });
  return { user, requests, before, again };
};

/** The second POST /checkout carried a key other than the first's. */
const expectNewKey = async (requests: ReturnType<typeof recordRequests>) => {
  const [first, second] = await checkoutBodies(requests);
  expect(first?.idempotency_key).toEqual(expect.any(String));
  expect(second?.idempotency_key).toEqual(expect.any(String));
  expect(second?.idempotency_key).not.toBe(first?.idempotency_key);
};

describe('POST /checkout carries one idempotency key per order attempt', () => {
  it('after a network error with no order in GET /orders: says so, and Try again re-sends the same key; one order is placed', async () => {
    const { user, requests, before, again } = await attemptWithNoAnswer();
    expect(
      await screen.findByText(CHECKOUT_MESSAGES.orderNotPlaced, { selector: '.alert' }),
    ).toBeInTheDocument();
    const orderLists = (await requests()).filter(
      (request) => request.method === 'GET' && new URL(request.url).pathname === '/orders',
    );
    expect(orderLists).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Complete Order' })).not.toBeInTheDocument();
    await user.click(again);
    await orderPlaced();
    const bodies = await checkoutBodies(requests);
    expect(bodies).toHaveLength(2);
    const key = bodies[0]?.idempotency_key;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies[1]?.idempotency_key).toBe(key);
    expect(ordersOf('customer')).toBe(before + 1);
  });

  it('after a 503 whose order was placed after all: finds it in GET /orders and goes to /complete-payment, without a second POST', async () => {
    const lost = loseCheckoutAnswers(
      1,
      () => HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
      { reachesApi: true },
    );
    const requests = recordRequests();
    const { user, router } = await openPayment();
    const before = ordersOf('customer');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await orderPlaced();
    expect(router.state.location.pathname).toBe('/complete-payment');
    expect(lost.calls).toBe(1);
    // The lost request and its forward to the API: one attempt, one key.
    const keys = (await checkoutBodies(requests)).map((body) => body.idempotency_key);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(ordersOf('customer')).toBe(before + 1);
  });

  it('after a 503 with no order: Try again with the same key places exactly one order', async () => {
    loseCheckoutAnswers(1, () =>
      HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
    );
    const requests = recordRequests();
    const { user } = await openPayment();
    const before = ordersOf('customer');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await orderPlaced();
    const [first, second] = await checkoutBodies(requests);
    expect(second?.idempotency_key).toBe(first?.idempotency_key);
    expect(ordersOf('customer')).toBe(before + 1);
  });

  it('a changed payment is a new attempt: a new key', async () => {
    const { user, requests, again } = await attemptWithNoAnswer();
    const number = screen.getByLabelText(/card number/i);
    await user.clear(number);
    await user.type(number, '5555555555554444');
    await user.click(again);
    await orderPlaced();
    await expectNewKey(requests);
  });

  it('a changed cart is a new attempt: a product added after an order with no answer gets a new key', async () => {
    const { user, requests, before, again } = await attemptWithNoAnswer();
    await user.click(screen.getByRole('button', { name: CHECKOUT_MESSAGES.upsellButton }));
    await user.click(
      await screen.findByRole('button', { name: 'Add Apricot Oil Roll-On to cart' }),
    );
    await waitFor(() =>
      expect(screen.getAllByText('Apricot Oil Roll-On').length).toBeGreaterThan(1),
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(again).toBeEnabled());
    await user.click(again);
    await orderPlaced();
    await expectNewKey(requests);
    expect(ordersOf('customer')).toBe(before + 1);
  });
});

describe('a captured wallet payment is kept until its order is confirmed', () => {
  const keep = (payment: Partial<CapturedPayment>) =>
    window.sessionStorage.setItem(
      CAPTURED_PAYMENT_KEY,
      JSON.stringify({
        account: accountOf('customer'),
        wallet: 'PayPal',
        reference: 'PAYID-42',
        method: 'paypal',
        transactionToken: 'PAYID-42',
        paymentStatus: 'COMPLETED',
        amount: '0.00',
        total: 0,
        idempotencyKey: 'kept-key-1',
        at: Date.now(),
        ...payment,
      } satisfies CapturedPayment),
    );

  it.each([
    { wallet: 'PayPal', radio: 'PayPal', token: 'PAYID-42' },
    // Google Pay's button is on the payment step whichever method is chosen.
    { wallet: 'Google Pay', radio: null, token: 'gpay-token-7' },
  ])(
    'keeps a $wallet payment across the 401 and the sign-in, then places it once with its token and key',
    async ({ wallet, radio, token }) => {
      let expire = true;
      server.use(
        http.post('*/checkout', () =>
          expire ? HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }) : undefined,
        ),
      );
      const requests = recordRequests();
      const { user, router } = await openPayment();
      const before = ordersOf('customer');
      if (radio) await user.click(screen.getByRole('radio', { name: radio }));
      await user.click(await screen.findByRole('button', { name: `Mock ${wallet}` }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
        timeout: 5000,
      });
      const kept = JSON.parse(
        window.sessionStorage.getItem(CAPTURED_PAYMENT_KEY) ?? 'null',
      ) as CapturedPayment;
      expect(kept).toMatchObject({
        wallet,
        transactionToken: token,
        account: accountOf('customer'),
      });
      expect(JSON.stringify(kept)).not.toMatch(/card|cvv|expiry/i);

      expire = false;
      await signInAs(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
      expect(await screen.findByText(KEPT, {}, PAGE_READY)).toBeInTheDocument();
      // The wallet is not offered again: the money was taken once.
      expect(screen.queryByRole('button', { name: `Mock ${wallet}` })).not.toBeInTheDocument();
      const finish = screen.getByRole('button', { name: 'Finish Order' });
      await waitFor(() => expect(finish).toBeEnabled());
      await user.click(finish);
      await orderPlaced();
      const bodies = await checkoutBodies(requests);
      expect(bodies).toHaveLength(2);
      expect(bodies[0]?.transaction_token).toBe(token);
      expect(bodies[1]).toMatchObject({
        transaction_token: token,
        idempotency_key: kept.idempotencyKey,
      });
      expect(ordersOf('customer')).toBe(before + 1);
      expect(window.sessionStorage.getItem(CAPTURED_PAYMENT_KEY)).toBeNull();
    },
    // A checkout, a sign-in and a second checkout: slow on a loaded machine.
    30_000,
  );

  it('places one order when a wallet reports its payment twice at once', async () => {
    const requests = recordRequests();
    const { user } = await openPayment();
    const before = ordersOf('customer');
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    const wallet = await screen.findByRole('button', { name: 'Mock PayPal' });
    // The second report arrives while the first order is still being prepared (its hash is awaited).
    act(() => {
      fireEvent.click(wallet);
      fireEvent.click(wallet);
    });
    await orderPlaced();
    expect(await checkoutBodies(requests)).toHaveLength(1);
    expect(ordersOf('customer')).toBe(before + 1);
  });

  it('ignores and drops a kept payment older than 24 hours', async () => {
    keep({ at: Date.now() - CAPTURED_PAYMENT_TTL_MS - 60_000 });
    await openCheckout();
    expect(screen.queryByText(KEPT)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1: Shipping Address' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(CAPTURED_PAYMENT_KEY)).toBeNull();
  });

  it('never offers another account’s kept payment, and leaves it for that account', async () => {
    keep({ account: accountOf('customer') + 1000 });
    const requests = recordRequests();
    await openCheckout();
    // The account is known once the user summary is in.
    await waitFor(async () =>
      expect(
        (await requests()).some((request) => new URL(request.url).pathname === '/auth/user'),
      ).toBe(true),
    );
    expect(screen.queryByText(KEPT)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish Order' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(CAPTURED_PAYMENT_KEY)).not.toBeNull();
  });

  it('says so when the cart no longer totals the kept payment, and does not place it', async () => {
    keep({ amount: '1.00', total: 1 });
    const requests = recordRequests();
    seedCart('customer', [[705, 2]]);
    renderRoute('/checkout', { loggedInAs: 'customer' });
    expect(await screen.findByText(KEPT, {}, PAGE_READY)).toBeInTheDocument();
    expect(
      await screen.findByText(/^Your payment of \$1\.00 does not match this order's total of \$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish Order' })).toBeDisabled();
    expect(await checkoutBodies(requests)).toEqual([]);
  });
  it('lets the shopper set aside a kept payment that no longer fits the cart, after confirming, and pay anew', async () => {
    keep({ amount: '1.00', total: 1 });
    const requests = recordRequests();
    const { user } = await openCheckout();
    expect(await screen.findByText(KEPT, {}, PAGE_READY)).toBeInTheDocument();
    const setAside = await screen.findByRole('button', {
      name: CHECKOUT_MESSAGES.startNewPayment,
    });
    // No keeps it.
    await user.click(setAside);
    const question = startNewPaymentQuestion('1.00', 'PAYID-42');
    await user.click(
      within(await screen.findByRole('dialog', { name: question })).getByRole('button', {
        name: 'No',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem(CAPTURED_PAYMENT_KEY)).not.toBeNull();
    expect(screen.getByText(KEPT)).toBeInTheDocument();

    await user.click(setAside);
    await user.click(
      within(await screen.findByRole('dialog', { name: question })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText(paymentSetAsideMessage('1.00', 'PAYID-42'))).toBeInTheDocument();
    expect(screen.queryByText(KEPT)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish Order' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(CAPTURED_PAYMENT_KEY)).toBeNull();

    const before = ordersOf('customer');
    await continueTo(user, 2);
    await continueTo(user, 3);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await orderPlaced();
    const bodies = await checkoutBodies(requests);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.transaction_token).not.toBe('PAYID-42');
    expect(bodies[0]?.idempotency_key).not.toBe('kept-key-1');
    expect(ordersOf('customer')).toBe(before + 1);
  }, 30_000);
});

describe('an order whose answer is unknown is not forgotten across the sign-in a 401 forces', () => {
  it('a 401 on another call while Complete Order is pending: back from sign-in, /checkout finds the order the API placed and goes to /complete-payment; one order', async () => {
    // POST /checkout reaches the API (the order is placed) but its answer does not come back.
    const answer = { release: () => {} };
    const held = new Promise<void>((resolve) => (answer.release = resolve));
    let forwarding = false;
    let expired = false;
    server.use(
      http.post('*/checkout', async ({ request }) => {
        if (forwarding) return undefined;
        forwarding = true;
        try {
          await fetch(request.clone());
        } finally {
          forwarding = false;
        }
        await held;
        return HttpResponse.error();
      }),
      http.get('*/products', ({ request }) => {
        if (expired || new URL(request.url).searchParams.get('filter') !== 'upsell') return;
        expired = true;
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      }),
    );
    const requests = recordRequests();
    const { user, router } = await openPayment();
    const before = ordersOf('customer');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(ordersOf('customer')).toBe(before + 1));
    await user.click(screen.getByRole('button', { name: CHECKOUT_MESSAGES.upsellButton }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), PAGE_READY);
    const [sent] = await checkoutBodies(requests);
    const left = JSON.parse(
      window.sessionStorage.getItem(PENDING_ORDER_KEY) ?? 'null',
    ) as PendingOrder;
    expect(left).toMatchObject({
      account: accountOf('customer'),
      idempotencyKey: sent?.idempotency_key,
      total: sent?.total_amount,
    });
    expect(JSON.stringify(left)).not.toMatch(/card|cvv|expiry|1111/i);

    await signInAs(user);
    await orderPlaced();
    expect(router.state.location.pathname).toBe('/complete-payment');
    // The held request and its forward to the API: nothing was sent again.
    const keys = (await checkoutBodies(requests)).map((body) => body.idempotency_key);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(ordersOf('customer')).toBe(before + 1);
    expect(window.sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
    answer.release();
  }, 30_000);
  it('reloaded before the answer: /checkout says the order was not placed, and Try again sends it with the same key', async () => {
    server.use(
      http.post('*/checkout', async () => {
        await delay('infinite');
        return HttpResponse.error();
      }),
    );
    const requests = recordRequests();
    const first = await openPayment();
    const before = ordersOf('customer');
    await fillCard(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(window.sessionStorage.getItem(PENDING_ORDER_KEY)).not.toBeNull());
    first.unmount();
    server.resetHandlers();

    // The same cart, as after a reload.
    const { user: again } = renderRoute('/checkout', { loggedInAs: 'customer' });
    await screen.findByRole('heading', { name: 'Step 1: Shipping Address' }, PAGE_READY);
    await continueTo(again, 2);
    await continueTo(again, 3);
    expect(
      await screen.findByText(CHECKOUT_MESSAGES.orderNotPlaced, { selector: '.alert' }),
    ).toBeInTheDocument();
    await fillCard(again);
    await again.click(screen.getByRole('button', { name: 'Try again' }));
    await orderPlaced();
    const [lost, sent] = await checkoutBodies(requests);
    expect(sent?.idempotency_key).toBe(lost?.idempotency_key);
    expect(ordersOf('customer')).toBe(before + 1);
    expect(window.sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
  }, 30_000);
});

describe('Bitcoin', () => {
  it('refuses a hosted_url on another host than the configured one, and places no order', async () => {
    server.use(
      http.post('*/coin-base', () =>
        HttpResponse.json({
          status: true,
          hosted_url: 'https://commerce.coinbase.evil.example/pay',
        }),
      ),
    );
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const requests = recordRequests();
    const { user } = await openPayment();
    await user.click(screen.getByRole('radio', { name: 'Bitcoin' }));
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.bitcoinHostRefused)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    expect(await checkoutBodies(requests)).toEqual([]);
  });
});
