import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutBodies, continueTo, fillCard, openCheckout } from '../../../tests/utils/checkout';
import { recordRequests } from '../../../tests/utils/network';
import { server } from '../../../local-api/node';
import { getDb } from '../../../local-api/store/db';
import { PAGE_READY } from '../../../tests/utils/render';

/** How often a wallet took the shopper's money (a PayPal capture, a Google Pay token). */
const wallet = vi.hoisted(() => ({ captures: 0 }));

vi.mock('./components/paypal-wallet', () => ({
  default: ({ onCaptured }: { onCaptured: (id: string, status: string) => Promise<void> }) => (
    <button
      type="button"
      onClick={() => {
        wallet.captures += 1;
        void onCaptured('PAYID-42', 'COMPLETED');
      }}
    >
      Mock PayPal
    </button>
  ),
}));

vi.mock('./components/google-pay-wallet', () => ({
  default: ({ onToken }: { onToken: (token: string) => void }) => (
    <button
      type="button"
      onClick={() => {
        wallet.captures += 1;
        onToken('gpay-token-7');
      }}
    >
      Mock Google Pay
    </button>
  ),
}));

afterEach(() => {
  server.events.removeAllListeners();
  wallet.captures = 0;
  vi.useRealTimers();
});

const RATE_LOADING = 'Getting the shipping rate... You can pay once it is in.';
const RATE_FAILED =
  'The shipping rate could not be loaded, so the order total is not known yet. Please retry before paying.';
/** Neither the wallet's buttons nor their loading line: the wallet is not on the page at all. */
const expectNoWallet = (name: string) => {
  expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  expect(screen.queryByText('Loading payment buttons...')).not.toBeInTheDocument();
};
const placed = () =>
  screen.findByRole('heading', { name: 'Your Order Has Been Placed!' }, PAGE_READY);

/** A handler that answers only when released; `calls` counts the requests it received. */
const held = () => {
  const state = { calls: 0, release: () => {} };
  const gate = new Promise<void>((resolve) => (state.release = resolve));
  return { state, wait: () => ((state.calls += 1), gate) };
};

const toPayment = async () => {
  const view = await openCheckout();
  await continueTo(view.user, 2);
  await continueTo(view.user, 3);
  return view;
};

describe('payment waits for the shipping rate', () => {
  it('keeps Complete Order and both wallets closed while the rate loads', async () => {
    const rate = held();
    server.use(http.get('*/shipingStation/getRate/:id', () => rate.wait().then(() => undefined)));
    const { user } = await toPayment();
    expect(screen.getByText(RATE_LOADING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Order' })).toBeDisabled();
    expectNoWallet('Mock Google Pay');
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expectNoWallet('Mock PayPal');
    rate.state.release();
    expect(await screen.findByRole('button', { name: 'Mock PayPal' })).toBeInTheDocument();
    expect(screen.queryByText(RATE_LOADING)).not.toBeInTheDocument();
  });

  it('says why after a failed rate, and pays once Retry brings the rate in', async () => {
    let failing = true;
    server.use(
      http.get('*/shipingStation/getRate/:id', () =>
        failing ? HttpResponse.json({ message: 'Rate service down' }, { status: 500 }) : undefined,
      ),
    );
    const requests = recordRequests();
    const { user } = await toPayment();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RATE_FAILED);
    expectNoWallet('Mock Google Pay');
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expectNoWallet('Mock PayPal');
    await user.click(screen.getByRole('radio', { name: 'Check/Money Order' }));
    expect(screen.getByRole('button', { name: 'Complete Order' })).toBeDisabled();
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('--');

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('summary-shipping')).toHaveTextContent('$7.95'));
    expect(screen.queryByText(RATE_FAILED)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await placed();
    const [body] = await checkoutBodies(requests);
    expect(body).toMatchObject({ payment_method: 'cmo', shipping_fee: 7.95, total_amount: 67.93 });
  });

  it('treats an answer without a rate as a failed rate, and Retry asks again', async () => {
    let rateless = true;
    server.use(
      http.get('*/shipingStation/getRate/:id', () =>
        rateless ? HttpResponse.json({}) : undefined,
      ),
    );
    const { user } = await toPayment();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RATE_FAILED);
    expect(screen.getByRole('button', { name: 'Complete Order' })).toBeDisabled();
    expectNoWallet('Mock Google Pay');
    rateless = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Complete Order' })).toBeEnabled(),
    );
  });
});

describe('a captured wallet payment whose order fails', () => {
  it('retries the order with the same PayPal transaction, never a second capture', async () => {
    let failures = 1;
    server.use(
      http.post('*/checkout', () =>
        failures-- > 0
          ? HttpResponse.json({ message: 'Inventory changed.' }, { status: 409 })
          : undefined,
      ),
    );
    const requests = recordRequests();
    const { user } = await toPayment();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(await screen.findByRole('button', { name: 'Mock PayPal' }));
    const alert = await screen.findByText(/Your PayPal payment PAYID-42 was captured/, {
      selector: '.alert',
    });
    expect(alert).toHaveTextContent('Inventory changed.');
    expectNoWallet('Mock PayPal');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('PAYID-42');

    await user.click(screen.getByRole('button', { name: 'Retry Order' }));
    await placed();
    const bodies = await checkoutBodies(requests);
    expect(bodies).toHaveLength(2);
    expect(bodies.map((body) => body.transaction_token)).toEqual(['PAYID-42', 'PAYID-42']);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(wallet.captures).toBe(1);
    expect(getDb().orders.at(-1)).toMatchObject({ payment_method: 'paypal' });
  });

  it('keeps a Google Pay token through repeated failures, without showing the token', async () => {
    let failures = 2;
    server.use(
      http.post('*/checkout', () =>
        failures-- > 0 ? HttpResponse.json({ message: 'Try later.' }, { status: 503 }) : undefined,
      ),
    );
    const requests = recordRequests();
    const { user } = await toPayment();
    await user.click(await screen.findByRole('button', { name: 'Mock Google Pay' }));
    const alert = await screen.findByText(/Your Google Pay payment was accepted/, {
      selector: '.alert',
    });
    expect(alert).not.toHaveTextContent('gpay-token-7');
    expectNoWallet('Mock Google Pay');
    expect(screen.queryByRole('button', { name: 'Complete Order' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry Order' }));
    await waitFor(async () => expect(await checkoutBodies(requests)).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Retry Order' })).toBeEnabled();
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('gpay-token-7');
    await user.click(screen.getByRole('button', { name: 'Retry Order' }));
    await placed();
    const bodies = await checkoutBodies(requests);
    expect(bodies.map((body) => body.transaction_token)).toEqual([
      'gpay-token-7',
      'gpay-token-7',
      'gpay-token-7',
    ]);
    expect(wallet.captures).toBe(1);
  });

  it('sends one retry however often Retry Order is pressed while it is pending', async () => {
    let failures = 1;
    const order = held();
    server.use(
      http.post('*/checkout', async () => {
        if (failures-- > 0) return HttpResponse.json({ message: 'Down.' }, { status: 500 });
        await order.wait();
        return undefined;
      }),
    );
    const { user } = await toPayment();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(await screen.findByRole('button', { name: 'Mock PayPal' }));
    const retry = await screen.findByRole('button', { name: 'Retry Order' });
    await Promise.all([user.click(retry), user.click(retry), user.dblClick(retry)]);
    await waitFor(() => expect(retry).toBeDisabled());
    order.state.release();
    await placed();
    expect(order.state.calls).toBe(1);
  });
});

/** Card details entered and Complete Order pressed, with POST /checkout answering `status`. */
const completeOrderAnswering = async (status: number, message: string) => {
  server.use(http.post('*/checkout', () => HttpResponse.json({ message }, { status })));
  const view = await toPayment();
  await fillCard(view.user);
  await view.user.click(screen.getByRole('button', { name: 'Complete Order' }));
  return view;
};

describe('leaving while the order is pending', () => {
  it('keeps the shopper on the page and says why, then lets the confirmation through', async () => {
    const order = held();
    server.use(http.post('*/checkout', () => order.wait().then(() => undefined)));
    const { user, router } = await toPayment();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(order.state.calls).toBe(1));

    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(breadcrumb).getByRole('link', { name: 'Home' }));
    expect(
      await screen.findByText(
        'Your order is being placed. Please stay on this page until it is complete.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByRole('heading', { name: 'Step 3: Payment' })).toBeInTheDocument();

    order.state.release();
    await placed();
    expect(router.state.location.pathname).toBe('/complete-payment');
    const closingAfter = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closingAfter);
    expect(closingAfter.defaultPrevented).toBe(false);
    expect(order.state.calls).toBe(1);
  });

  it('lets an expired session go to sign-in when the order itself answers 401', async () => {
    const { router } = await completeOrderAnswering(401, 'Unauthorized');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
  });

  it('lets the shopper leave again once the order has failed', async () => {
    const { user, router } = await completeOrderAnswering(402, 'Your card was declined.');
    expect(
      await screen.findByText('Your card was declined.', { selector: '.alert' }),
    ).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(breadcrumb).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('Complete Order pending for 30 s', () => {
  it('says the order may have gone through, links to Order History and never posts again', async () => {
    const order = held();
    server.use(http.post('*/checkout', () => order.wait().then(() => undefined)));
    const { user } = await toPayment();
    await fillCard(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const complete = screen.getByRole('button', { name: 'Complete Order' });
    await user.dblClick(complete);
    await waitFor(() => expect(order.state.calls).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.queryByText(/may have gone through/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(
      screen.getByText(
        /^Your order is taking longer than usual\. It may have gone through: please check your Order History before ordering again\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Order History/ })).toHaveAttribute(
      'href',
      '/OrderHistory',
    );
    expect(complete).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(complete);
    expect(order.state.calls).toBe(1);
    order.state.release();
    await placed();
    expect(order.state.calls).toBe(1);
  });
});
