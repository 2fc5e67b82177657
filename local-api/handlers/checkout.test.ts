// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findUserByToken } from '../respond';
import { DEMO_USERS } from '../seed/users';
import { addToCart, getCartFor } from '../store/cart';
import { findProduct } from '../store/catalog';
import { getDb } from '../store/db';

const API = 'http://localhost:5013';

const asUser = (who: 'customer' | 'wholesale') => {
  const user = findUserByToken(DEMO_USERS[who].token);
  if (!user) throw new Error('no demo user');
  const product = findProduct(705);
  if (!product) throw new Error('no product 705');
  addToCart(getCartFor({ kind: 'user', user }), product, 2);
  return user;
};

const order = async (
  who: 'customer' | 'wholesale',
  method: string,
  extra: Record<string, unknown> = {},
) => {
  const user = asUser(who);
  const shippingId = getDb().shippingAddresses.find((item) => item.user_id === user.id)?.id;
  const response = await fetch(`${API}/checkout`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${DEMO_USERS[who].token}`,
    },
    body: JSON.stringify({
      shipping_id: shippingId,
      type: 'shipping',
      payment_method: method,
      credits: method === 'credits',
      net_thirty: method === 'net_thirty',
      ...extra,
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    user,
  };
};

describe('POST /checkout with account credits and Net 30', () => {
  it('refuses Net 30 for an account without net_thirty', async () => {
    const { status, body, user } = await order('customer', 'net_thirty');
    expect(status).toBe(403);
    expect(body.message).toBe('Net 30 is only available to wholesale accounts.');
    expect(getDb().orders.filter((item) => item.user_id === user.id)).toHaveLength(2);
  });

  it('refuses credits that do not cover the total and keeps the balance', async () => {
    const { status, body, user } = await order('customer', 'credits');
    expect(status).toBe(422);
    expect(body.message).toBe('Your account credit does not cover this order.');
    expect(user.credits).toBe(15);
  });

  it('takes min(balance, total) off the balance and leaves the rest due with the other method', async () => {
    const { status, body, user } = await order('customer', 'cmo', {
      credits: true,
      points: 0,
      total_points: 15,
    });
    expect(status).toBe(200);
    expect(getDb().orders.find((item) => item.id === body.order_id)).toMatchObject({
      payment_method: 'cmo',
      payment_status: 'pending',
      credits_used: 15,
    });
    expect(user.credits).toBe(0);
  });

  it('refuses credits when the balance the shopper saw has changed, and takes nothing', async () => {
    const { status, body, user } = await order('customer', 'cmo', {
      credits: true,
      points: 0,
      total_points: 20,
    });
    expect(status).toBe(422);
    expect(body.message).toBe(
      'Your account credit has changed. Please review your order and try again.',
    );
    expect(user.credits).toBe(15);
  });

  it('refuses the credits flag without a balance', async () => {
    const user = findUserByToken(DEMO_USERS.customer.token);
    if (!user) throw new Error('no demo user');
    user.credits = 0;
    const { status, body } = await order('customer', 'cmo', { credits: true });
    expect(status).toBe(422);
    expect(body.message).toBe('Your account has no credit to use.');
  });

  it('takes the total from the credit balance', async () => {
    const { status, body, user } = await order('wholesale', 'credits');
    expect(status).toBe(200);
    const placed = getDb().orders.find((item) => item.id === body.order_id);
    expect(placed).toMatchObject({ payment_method: 'credits', payment_status: 'paid' });
    expect(user.credits).toBeCloseTo(250 - Number(placed?.total_amount), 2);
  });

  it('accepts Net 30 for a net_thirty account as a pending payment', async () => {
    const { status, body } = await order('wholesale', 'net_thirty');
    expect(status).toBe(200);
    expect(getDb().orders.find((item) => item.id === body.order_id)).toMatchObject({
      payment_method: 'net_thirty',
      payment_status: 'pending',
    });
  });
});
