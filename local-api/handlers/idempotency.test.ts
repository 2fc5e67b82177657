// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findUserByToken } from '../respond';
import { DEMO_USERS } from '../seed/users';
import { addToCart, getCartFor } from '../store/cart';
import { findProduct } from '../store/catalog';
import { getDb } from '../store/db';
import { answerFor, IDEMPOTENCY_TTL_MS } from '../store/idempotency';

const API = 'http://localhost:5013';
type Who = 'customer' | 'wholesale';

const fillCart = (who: Who) => {
  const user = findUserByToken(DEMO_USERS[who].token);
  const product = findProduct(705);
  if (!user || !product) throw new Error('no demo user or product');
  addToCart(getCartFor({ kind: 'user', user }), product, 2);
  return user;
};

const ordersOf = (userId: number) => getDb().orders.filter((order) => order.user_id === userId);

/** POST /checkout paying by check, the key in the body or (header: true) in the header only. */
const post = async (who: Who, key: string, { header = false } = {}) => {
  const user = fillCart(who);
  const shippingId = getDb().shippingAddresses.find((item) => item.user_id === user.id)?.id;
  const response = await fetch(`${API}/checkout`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${DEMO_USERS[who].token}`,
      ...(header ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify({
      shipping_id: shippingId,
      type: 'shipping',
      payment_method: 'cmo',
      cmo: true,
      ...(header ? {} : { idempotency_key: key }),
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    user,
  };
};

describe('POST /checkout with an idempotency key', () => {
  it('places one order for a repeated key and answers the repeat with the first answer', async () => {
    const first = await post('customer', 'attempt-1');
    const before = ordersOf(first.user.id).length;
    const repeat = await post('customer', 'attempt-1');
    expect(first.status).toBe(200);
    expect(repeat).toMatchObject({ status: 200, body: first.body });
    expect(ordersOf(first.user.id)).toHaveLength(before);
    // The repeat's cart was refilled above and is left as it was: nothing was ordered from it.
    expect(getCartFor({ kind: 'user', user: first.user }).items).toHaveLength(1);
  });

  it('keeps the key on the order and answers it in GET /orders and GET /order/detail/{id}', async () => {
    const placed = await post('customer', 'attempt-on-order');
    const headers = { Authorization: `Bearer ${DEMO_USERS.customer.token}` };
    const list = (await (await fetch(`${API}/orders`, { headers })).json()) as {
      id: number;
      idempotency_key?: string;
    }[];
    expect(list.find((order) => order.id === placed.body.order_id)).toMatchObject({
      idempotency_key: 'attempt-on-order',
    });
    const detail = (await (
      await fetch(`${API}/order/detail/${String(placed.body.order_id)}`, { headers })
    ).json()) as Record<string, unknown>;
    expect(detail).toMatchObject({ id: placed.body.order_id, idempotency_key: 'attempt-on-order' });
  });

  it('places a new order for a new key', async () => {
    const first = await post('customer', 'attempt-1');
    const second = await post('customer', 'attempt-2');
    expect(second.body.order_id).not.toBe(first.body.order_id);
    expect(
      ordersOf(first.user.id).filter((order) => order.id >= Number(first.body.order_id)),
    ).toHaveLength(2);
  });

  it('reads the key from the Idempotency-Key header as well', async () => {
    const first = await post('customer', 'header-key', { header: true });
    const repeat = await post('customer', 'header-key', { header: true });
    expect(repeat.body.order_id).toBe(first.body.order_id);
  });

  it('keeps keys per customer: the same key of another account places its own order', async () => {
    const customer = await post('customer', 'shared-key');
    const wholesale = await post('wholesale', 'shared-key');
    expect(wholesale.status).toBe(200);
    expect(wholesale.body.order_id).not.toBe(customer.body.order_id);
  });

  it('forgets a key after 24 hours', async () => {
    const first = await post('customer', 'old-key');
    const userId = first.user.id;
    expect(answerFor(userId, 'old-key', Date.now() + IDEMPOTENCY_TTL_MS - 60_000)).toEqual(
      first.body,
    );
    expect(answerFor(userId, 'old-key', Date.now() + IDEMPOTENCY_TTL_MS + 60_000)).toBeUndefined();
  });

  it('does not remember a refused order: a retry with the same key may still place it', async () => {
    const user = fillCart('customer');
    const refused = await fetch(`${API}/checkout`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${DEMO_USERS.customer.token}`,
      },
      body: JSON.stringify({ shipping_id: -1, payment_method: 'cmo', idempotency_key: 'k-9' }),
    });
    expect(refused.status).toBe(422);
    const before = ordersOf(user.id).length;
    const placed = await post('customer', 'k-9');
    expect(placed.status).toBe(200);
    expect(ordersOf(user.id)).toHaveLength(before + 1);
  });
});
