import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutBodies, continueTo, openCheckout } from '../../../tests/utils/checkout';
import { recordRequests } from '../../../tests/utils/network';
import { server } from '../../../local-api/node';
import { findUserByToken } from '../../../local-api/respond';
import { getDb } from '../../../local-api/store/db';
import { DEMO_USERS } from '../../../local-api/seed/users';
import { PAGE_READY } from '../../../tests/utils/render';

// The wallet stand-ins name the amount they would charge.
vi.mock('./components/paypal-wallet', () => ({
  default: ({
    amount,
    onCaptured,
  }: {
    amount: string;
    onCaptured: (id: string, status: string) => Promise<void>;
  }) => (
    <button type="button" onClick={() => void onCaptured('PAYID-42', 'COMPLETED')}>
      Mock PayPal for {amount}
    </button>
  ),
}));

vi.mock('./components/google-pay-wallet', () => ({
  default: ({ amount, onToken }: { amount: string; onToken: (token: string) => void }) => (
    <button type="button" onClick={() => onToken('gpay-token-7')}>
      Mock Google Pay for {amount}
    </button>
  ),
}));

afterEach(() => {
  server.events.removeAllListeners();
});

const toPayment = async (who: 'customer' | 'wholesale') => {
  const view = await openCheckout(who);
  await continueTo(view.user, 2);
  await continueTo(view.user, 3);
  return view;
};

const customerAccount = () => {
  const account = findUserByToken(DEMO_USERS.customer.token);
  if (!account) throw new Error('no demo customer');
  return account;
};

const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));

// The customer's cart: 2 x $29.99 + $7.95 shipping = $67.93, against an account credit of $15.00.
const PARTIAL =
  "Your account credit of $15.00 pays $15.00 of this order's total of $67.93. Please choose how to pay the remaining $52.93.";
const REST = 'Pay the remaining $52.93 with';

describe('account credits at checkout', () => {
  it('takes a partial credit off the total and charges the rest by Check/Money Order', async () => {
    const requests = recordRequests();
    const { user } = await toPayment('customer');
    expect(screen.queryByRole('radio', { name: 'Net 30' })).not.toBeInTheDocument();
    expect(summary().queryByText('Account Credits')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Account Credits ($15.00)' }));

    expect(screen.getByText(PARTIAL)).toBeInTheDocument();
    expect(summary().getByText('Account Credits')).toBeInTheDocument();
    expect(screen.getByTestId('summary-account-credits')).toHaveTextContent('-$15.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$52.93');
    const rest = within(screen.getByRole('radiogroup', { name: REST }));
    expect(rest.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    expect(screen.getByLabelText(/card number/i)).toBeInTheDocument();
    // Neither a second credit nor Bitcoin (its charge cannot be told the amount left) pays the rest.
    expect(rest.queryByRole('radio', { name: /Account Credits/ })).not.toBeInTheDocument();
    expect(rest.queryByRole('radio', { name: 'Bitcoin' })).not.toBeInTheDocument();

    await user.click(rest.getByRole('radio', { name: 'Check/Money Order' }));
    expect(screen.queryByLabelText(/card number/i)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Please mail your check or money order after placing the order; it ships once payment arrives.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await screen.findByRole('heading', { name: 'Your Order Has Been Placed!' }, PAGE_READY);

    const [body] = await checkoutBodies(requests);
    expect(body).toMatchObject({
      payment_method: 'cmo',
      cmo: true,
      credits: true,
      net_thirty: false,
      new_credit_card: false,
      card_number: '',
      total_amount: 67.93,
      points: 0,
      total_points: 15,
    });
    expect(getDb().orders.at(-1)).toMatchObject({
      payment_method: 'cmo',
      payment_status: 'pending',
      total_amount: 67.93,
      credits_used: 15,
    });
    expect(customerAccount().credits).toBe(0);
  });

  it('has the wallets charge only the amount left after the credit', async () => {
    const requests = recordRequests();
    const { user } = await toPayment('customer');
    expect(await screen.findByRole('button', { name: 'Mock Google Pay for 67.93' })).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: 'Account Credits ($15.00)' }));
    expect(screen.getByRole('button', { name: 'Mock Google Pay for 52.93' })).toBeVisible();
    const rest = within(screen.getByRole('radiogroup', { name: REST }));
    await user.click(rest.getByRole('radio', { name: 'PayPal' }));
    expect(screen.queryByRole('button', { name: 'Complete Order' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Mock PayPal for 52.93' }));
    await screen.findByRole('heading', { name: 'Your Order Has Been Placed!' }, PAGE_READY);

    const [body] = await checkoutBodies(requests);
    expect(body).toMatchObject({
      payment_method: 'paypal',
      transaction_token: 'PAYID-42',
      credits: true,
      points: 0,
      total_points: 15,
    });
    expect(customerAccount().credits).toBe(0);
  });

  it('sends the untouched balance as points and total_points with PayPal alone', async () => {
    const requests = recordRequests();
    const { user } = await toPayment('customer');
    await screen.findByRole('radio', { name: 'Account Credits ($15.00)' });
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(await screen.findByRole('button', { name: 'Mock PayPal for 67.93' }));
    await screen.findByRole('heading', { name: 'Your Order Has Been Placed!' }, PAGE_READY);
    const [body] = await checkoutBodies(requests);
    expect(body).toMatchObject({
      payment_method: 'paypal',
      credits: false,
      points: 15,
      total_points: 15,
    });
    expect(customerAccount().credits).toBe(15);
  });

  it("shows the local API's refusal when the balance changed, then offers the new balance", async () => {
    const requests = recordRequests();
    const { user } = await toPayment('customer');
    await user.click(await screen.findByRole('radio', { name: 'Account Credits ($15.00)' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: REST })).getByRole('radio', {
        name: 'Check/Money Order',
      }),
    );
    customerAccount().credits = 10;
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    const refused = 'Your account credit has changed. Please review your order and try again.';
    expect((await screen.findAllByText(refused)).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Step 3: Payment' })).toBeInTheDocument();
    expect(await checkoutBodies(requests)).toHaveLength(1);
    expect(getDb().orders.filter((order) => order.user_id === customerAccount().id)).toHaveLength(
      2,
    );

    // The balance is read again: the step now shows what the credit really pays.
    expect(
      await screen.findByRole('radio', { name: 'Account Credits ($10.00)' }, PAGE_READY),
    ).toBeChecked();
    expect(screen.getByTestId('summary-account-credits')).toHaveTextContent('-$10.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$57.93');
    expect(
      screen.getByRole('radiogroup', { name: 'Pay the remaining $57.93 with' }),
    ).toBeInTheDocument();
  });

  it('hides Account Credits without a balance', async () => {
    server.use(
      http.get('*/get/credits/total', () =>
        HttpResponse.json({ status: true, data: 0, net_thirty: true }),
      ),
    );
    await toPayment('customer');
    expect(await screen.findByRole('radio', { name: 'Net 30' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Account Credits/ })).not.toBeInTheDocument();
  });

  it('pays a whole wholesale order from the credit, with the credit left and the balance in the payload', async () => {
    const requests = recordRequests();
    const { user } = await toPayment('wholesale');
    await user.click(await screen.findByRole('radio', { name: 'Account Credits ($250.00)' }));
    const total = screen.getByTestId('summary-total').textContent ?? '';
    expect(total).toBe('$0.00');
    const used = (screen.getByTestId('summary-account-credits').textContent ?? '').slice(1);
    const left = `$${(250 - Number(used.slice(1))).toFixed(2)}`;
    expect(
      screen.getByText(
        `Your account credit of $250.00 pays this order's total of ${used}. Credit left after this order: ${left}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: /Pay the remaining/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/card number/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await screen.findByRole('heading', { name: 'Your Order Has Been Placed!' }, PAGE_READY);
    const [body] = await checkoutBodies(requests);
    const paid = Number(body?.total_amount);
    expect(used).toBe(`$${paid.toFixed(2)}`);
    expect(body).toMatchObject({
      payment_method: 'credits',
      credits: true,
      net_thirty: false,
      new_credit_card: false,
      card_number: '',
      total_points: 250,
      points: Math.round((250 - paid) * 100) / 100,
    });
    expect(findUserByToken(DEMO_USERS.wholesale.token)?.credits).toBeCloseTo(250 - paid, 2);
  });

  it('lets a net_thirty account order on Net 30, with its untouched credit as points and total_points', async () => {
    const requests = recordRequests();
    const { user } = await toPayment('wholesale');
    await user.click(await screen.findByRole('radio', { name: 'Net 30' }));
    expect(
      screen.getByText(
        'Net 30: this order is invoiced to your wholesale account, payable within 30 days.',
      ),
    ).toBeInTheDocument();
    expect(summary().queryByText('Account Credits')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await screen.findByRole('heading', { name: 'Your Order Has Been Placed!' }, PAGE_READY);
    const [body] = await checkoutBodies(requests);
    expect(body).toMatchObject({
      payment_method: 'net_thirty',
      net_thirty: true,
      credits: false,
      points: 250,
      total_points: 250,
    });
    expect(getDb().orders.at(-1)).toMatchObject({ payment_method: 'net_thirty' });
    expect(findUserByToken(DEMO_USERS.wholesale.token)?.credits).toBe(250);
  });

  it("shows the local API's refusal when Net 30 is no longer allowed", async () => {
    server.use(
      http.post('*/checkout', () =>
        HttpResponse.json(
          { message: 'Net 30 is only available to wholesale accounts.' },
          { status: 403 },
        ),
      ),
    );
    const { user } = await toPayment('wholesale');
    await user.click(await screen.findByRole('radio', { name: 'Net 30' }));
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(
      (await screen.findAllByText('Net 30 is only available to wholesale accounts.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('radio', { name: 'Net 30' })).toBeChecked();
  });
});
