import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkoutBodies,
  continueTo,
  openCheckout,
  recordRequests,
} from '../../../tests/utils/checkout';
import { server } from '../../../local-api/node';
import { findUserByToken } from '../../../local-api/respond';
import { getDb } from '../../../local-api/store/db';
import { DEMO_USERS } from '../../../local-api/seed/users';

afterEach(() => {
  server.events.removeAllListeners();
});

const toPayment = async (who: 'customer' | 'wholesale') => {
  const view = await openCheckout(who);
  await continueTo(view.user, 2);
  await continueTo(view.user, 3);
  return view;
};

describe('account credits and Net 30 at checkout', () => {
  it('offers the credit balance but not Net 30 to a customer, and stops an order the credit does not cover', async () => {
    const requests = recordRequests();
    const { user } = await toPayment('customer');
    await user.click(await screen.findByRole('radio', { name: 'Account Credits ($15.00)' }));
    expect(screen.queryByRole('radio', { name: 'Net 30' })).not.toBeInTheDocument();
    const short =
      "Your account credit of $15.00 does not cover this order's total of $67.93. Please choose another payment method.";
    expect(screen.getByRole('alert')).toHaveTextContent(short);
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(await screen.findAllByText(short)).toHaveLength(2);
    expect(await checkoutBodies(requests)).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Step 3: Payment' })).toBeInTheDocument();
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

  it('pays a wholesale order from the credit with the credit left and the balance in the payload', async () => {
    const requests = recordRequests();
    const { user } = await toPayment('wholesale');
    await user.click(await screen.findByRole('radio', { name: 'Account Credits ($250.00)' }));
    expect(
      screen.getByText(/^Your account credit of \$250\.00 pays this order's total of/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await screen.findByRole('heading', { name: 'Your Order Has Been Placed!' }, { timeout: 5000 });
    const [body] = await checkoutBodies(requests);
    const total = Number(body?.total_amount);
    expect(body).toMatchObject({
      payment_method: 'credits',
      credits: true,
      net_thirty: false,
      new_credit_card: false,
      card_number: '',
      total_points: 250,
      points: Math.round((250 - total) * 100) / 100,
    });
    expect(findUserByToken(DEMO_USERS.wholesale.token)?.credits).toBeCloseTo(250 - total, 2);
  });

  it('lets a net_thirty account order on Net 30', async () => {
    const requests = recordRequests();
    const { user } = await toPayment('wholesale');
    await user.click(await screen.findByRole('radio', { name: 'Net 30' }));
    expect(
      screen.getByText(
        'Net 30: this order is invoiced to your wholesale account, payable within 30 days.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await screen.findByRole('heading', { name: 'Your Order Has Been Placed!' }, { timeout: 5000 });
    const [body] = await checkoutBodies(requests);
    expect(body).toMatchObject({ payment_method: 'net_thirty', net_thirty: true, credits: false });
    expect(body).not.toHaveProperty('points');
    expect(getDb().orders.at(-1)).toMatchObject({ payment_method: 'net_thirty' });
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
