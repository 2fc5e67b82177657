import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  checkoutBodies,
  fillCard,
  openCheckout,
  openPayment,
  orderPlaced,
  ordersOf,
  seedCart,
} from '../../../tests/utils/checkout';
import { recordRequests } from '../../../tests/utils/network';
import { gate } from '../../../tests/utils/gate';
import { renderRoute } from '../../../tests/utils/render';
import { server } from '../../../local-api/node';
import { getDb, nextId } from '../../../local-api/store/db';
import {
  CAPTURED_PAYMENT_KEY,
  GOOGLE_PAY_TOKEN_TTL_MS,
  type CapturedPayment,
} from './captured-payment';
import { CHECKOUT_MESSAGES } from './messages';

vi.mock('./components/paypal-wallet', () => ({
  default: ({ onCaptured }: { onCaptured: (id: string, status: string) => Promise<void> }) => (
    <button type="button" onClick={() => void onCaptured('PAYID-42', 'COMPLETED')}>
      Mock PayPal
    </button>
  ),
}));

vi.mock('./components/google-pay-wallet', () => ({
  default: () => null,
}));

// The first render of a file loads the router's modules: done here, each test's page opens in time.
beforeAll(async () => {
  seedCart('customer', [[705, 2]]);
  const view = renderRoute('/checkout', { loggedInAs: 'customer' });
  await screen.findByRole('heading', { name: 'Step 1: Shipping Address' }, { timeout: 30_000 });
  view.unmount();
}, 40_000);

afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});

/** Slow on a loaded machine: a checkout, a failure, the order list and a second checkout. */
const SLOW = 30_000;

const PLACED = 'Your Order Has Been Placed!';

const keptPayment = () =>
  JSON.parse(
    window.sessionStorage.getItem(CAPTURED_PAYMENT_KEY) ?? 'null',
  ) as CapturedPayment | null;

/**
 * The first POST /checkout gets no answer and places nothing, but the customer already has an order
 * of the same total from two minutes earlier (Buy it again, or the same cart bought twice), under
 * another attempt's key.
 */
const loseAnswerAfterAnEarlierOrder = () => {
  let calls = 0;
  server.use(
    http.post('*/checkout', async ({ request }) => {
      calls += 1;
      if (calls > 1) return undefined;
      const body = (await request.clone().json()) as { total_amount: number };
      const seeded = getDb().orders.find((order) => order.id === 1001);
      if (!seeded) throw new Error('no seeded order');
      getDb().orders.push({
        ...seeded,
        id: nextId('orders'),
        created_at: new Date(Date.now() - 2 * 60_000).toISOString(),
        total_amount: body.total_amount,
        idempotency_key: 'earlier-attempt',
      });
      return HttpResponse.error();
    }),
  );
};

/** GET /orders as an older API answers it: the local API's list without any idempotency_key. */
const ordersWithoutKeys = () => {
  let forwarding = false;
  return http.get('*/orders', async ({ request }) => {
    if (forwarding) return undefined;
    forwarding = true;
    try {
      const orders = (await (await fetch(request.clone())).json()) as Record<string, unknown>[];
      return HttpResponse.json(orders.map(({ idempotency_key: _key, ...order }) => order));
    } finally {
      forwarding = false;
    }
  });
};

describe('after a lost answer, only the attempt’s own order is confirmed', () => {
  it(
    'never takes an earlier order of the same total for this one: says it was not placed, and Try again sends the same key; one new order',
    async () => {
      loseAnswerAfterAnEarlierOrder();
      const requests = recordRequests();
      const { user, router } = await openPayment();
      await fillCard(user);
      await user.click(screen.getByRole('button', { name: 'Complete Order' }));
      expect(
        await screen.findByText(CHECKOUT_MESSAGES.orderNotPlaced, { selector: '.alert' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: PLACED })).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/checkout');
      const before = ordersOf('customer');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await orderPlaced();
      const [lost, sent] = await checkoutBodies(requests);
      expect(sent?.idempotency_key).toBe(lost?.idempotency_key);
      expect(ordersOf('customer')).toBe(before + 1);
      expect(getDb().orders.at(-1)?.idempotency_key).toBe(lost?.idempotency_key);
    },
    SLOW,
  );

  it(
    'keeps a captured PayPal payment when an earlier order has the same total',
    async () => {
      loseAnswerAfterAnEarlierOrder();
      const requests = recordRequests();
      const { user } = await openPayment();
      await user.click(screen.getByRole('radio', { name: 'PayPal' }));
      await user.click(await screen.findByRole('button', { name: 'Mock PayPal' }));
      expect(
        await screen.findByText(/Your PayPal payment PAYID-42 was captured/, {
          selector: '.alert',
        }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: PLACED })).not.toBeInTheDocument();
      const [lost] = await checkoutBodies(requests);
      expect(keptPayment()).toMatchObject({
        transactionToken: 'PAYID-42',
        idempotencyKey: lost?.idempotency_key,
      });
      await user.click(screen.getByRole('button', { name: 'Retry Order' }));
      await orderPlaced();
      const [, sent] = await checkoutBodies(requests);
      expect(sent).toMatchObject({
        transaction_token: 'PAYID-42',
        idempotency_key: lost?.idempotency_key,
      });
      expect(keptPayment()).toBeNull();
    },
    SLOW,
  );

  it(
    'an API whose orders carry no key: a wallet order is never confirmed by its total; the page says it cannot confirm, and Retry Order re-sends the same key',
    async () => {
      let forwarded = 0;
      server.use(
        http.post('*/checkout', async ({ request }) => {
          if (forwarded > 0) return undefined;
          forwarded += 1;
          // The order is placed, only its answer is lost.
          await fetch(request.clone());
          return HttpResponse.error();
        }),
        ordersWithoutKeys(),
      );
      const requests = recordRequests();
      const { user } = await openPayment();
      const before = ordersOf('customer');
      await user.click(screen.getByRole('radio', { name: 'PayPal' }));
      await user.click(await screen.findByRole('button', { name: 'Mock PayPal' }));
      expect(
        await screen.findByText(/Your PayPal payment PAYID-42 was captured/, {
          selector: '.alert',
        }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: PLACED })).not.toBeInTheDocument();
      expect(keptPayment()).not.toBeNull();
      await user.click(screen.getByRole('button', { name: 'Retry Order' }));
      await orderPlaced();
      const keys = new Set((await checkoutBodies(requests)).map((body) => body.idempotency_key));
      expect(keys.size).toBe(1);
      // The repeat got the first answer: one order.
      expect(ordersOf('customer')).toBe(before + 1);
    },
    SLOW,
  );

  it(
    'an API whose orders carry no key: a card order matched by nothing for sure says so, and Try again sends the same key',
    async () => {
      loseAnswerAfterAnEarlierOrder();
      server.use(ordersWithoutKeys());
      const requests = recordRequests();
      const { user } = await openPayment();
      await fillCard(user);
      await user.click(screen.getByRole('button', { name: 'Complete Order' }));
      expect(
        await screen.findByText(CHECKOUT_MESSAGES.orderUnconfirmed, { selector: '.alert' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: PLACED })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await orderPlaced();
      const [lost, sent] = await checkoutBodies(requests);
      expect(sent?.idempotency_key).toBe(lost?.idempotency_key);
    },
    SLOW,
  );
});

describe('an answer that does not refuse the order keeps its attempt', () => {
  it.each([500, 408, 409])(
    'after a %i, the next press sends the same key; one order',
    async (status) => {
      let failures = 1;
      server.use(
        http.post('*/checkout', () =>
          failures-- > 0
            ? HttpResponse.json({ message: 'Server trouble.' }, { status })
            : undefined,
        ),
      );
      const requests = recordRequests();
      const { user } = await openPayment();
      const before = ordersOf('customer');
      await fillCard(user);
      await user.click(screen.getByRole('button', { name: 'Complete Order' }));
      expect(
        await screen.findByText(`Server trouble. ${CHECKOUT_MESSAGES.orderNotPlaced}`, {
          selector: '.alert',
        }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await orderPlaced();
      const [first, second] = await checkoutBodies(requests);
      expect(second?.idempotency_key).toBe(first?.idempotency_key);
      expect(ordersOf('customer')).toBe(before + 1);
    },
    SLOW,
  );

  it(
    'after a refusal (a 400 with its message), the next press is a new attempt with a new key',
    async () => {
      let failures = 1;
      server.use(
        http.post('*/checkout', () =>
          failures-- > 0
            ? HttpResponse.json({ message: 'The address is incomplete.' }, { status: 400 })
            : undefined,
        ),
      );
      const requests = recordRequests();
      const { user } = await openPayment();
      await fillCard(user);
      await user.click(screen.getByRole('button', { name: 'Complete Order' }));
      expect(
        await screen.findByText('The address is incomplete.', { selector: '.alert' }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Complete Order' }));
      await orderPlaced();
      const [first, second] = await checkoutBodies(requests);
      expect(second?.idempotency_key).toEqual(expect.any(String));
      expect(second?.idempotency_key).not.toBe(first?.idempotency_key);
    },
    SLOW,
  );
});

describe('a wallet payment is kept before anything can fail', () => {
  it(
    'keeps a PayPal capture where the attempt cannot be hashed (no crypto.subtle outside a secure context), then places it with the kept key',
    async () => {
      const real = globalThis.crypto;
      // What a plain-http page has: getRandomValues, neither subtle nor randomUUID.
      vi.stubGlobal('crypto', {
        getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array),
      });
      const held = gate();
      let calls = 0;
      server.use(
        http.post('*/checkout', async () => {
          calls += 1;
          await held.opened;
          return undefined;
        }),
      );
      const requests = recordRequests();
      const { user } = await openPayment();
      await user.click(screen.getByRole('radio', { name: 'PayPal' }));
      await user.click(await screen.findByRole('button', { name: 'Mock PayPal' }));
      await waitFor(() => expect(calls).toBe(1));
      const kept = keptPayment();
      expect(kept).toMatchObject({ wallet: 'PayPal', transactionToken: 'PAYID-42' });
      held.open();
      await orderPlaced();
      const [sent] = await checkoutBodies(requests);
      expect(sent?.idempotency_key).toBe(kept?.idempotencyKey);
      expect(keptPayment()).toBeNull();
    },
    SLOW,
  );

  it('offers a kept Google Pay token for 15 minutes only, then drops it', async () => {
    const keep = (at: number) =>
      window.sessionStorage.setItem(
        CAPTURED_PAYMENT_KEY,
        JSON.stringify({
          account: getDb().users.find((item) => item.email === 'customer@apricot.test')?.id,
          wallet: 'Google Pay',
          method: 'paypal',
          transactionToken: 'gpay-token-7',
          amount: '1.00',
          total: 1,
          idempotencyKey: 'kept-key-1',
          at,
        }),
      );
    keep(Date.now() - GOOGLE_PAY_TOKEN_TTL_MS - 60_000);
    await openCheckout();
    expect(screen.queryByText(CHECKOUT_MESSAGES.capturedPaymentKept)).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(CAPTURED_PAYMENT_KEY)).toBeNull();
  });
});
