// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed/users';

const API = 'http://localhost:5013';
const customer = { Authorization: `Bearer ${DEMO_USERS.customer.token}` };

const call = async (
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) => {
  const response = await fetch(`${API}${path}`, {
    method: init.method ?? 'GET',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & {
      items?: { id: number; qty: number }[];
    },
  };
};

describe('cart endpoints', () => {
  it('keeps guest carts apart by ip', async () => {
    expect(
      (
        await call('/cart/guest/add', {
          method: 'POST',
          body: { product_id: 705, qty: 2, ip: '198.51.100.1' },
        })
      ).status,
    ).toBe(200);
    const mine = await call('/cart/?ip=198.51.100.1');
    const theirs = await call('/cart/?ip=198.51.100.2');
    expect(mine.body.items).toMatchObject([
      { product_id: 705, qty: 2, price_per_product: 29.99, sub_total: 59.98 },
    ]);
    expect(mine.body).toMatchObject({
      sub_total: 59.98,
      total: 59.98,
      auto_ship: true,
      accept_promo: true,
      free_shipping: false,
    });
    await call('/cart/guest/add', {
      method: 'POST',
      body: { product_id: 705, qty: 1, ip: '198.51.100.1' },
    });
    expect(mine.body.shipping_message).toBe(
      'Add <strong>$15.02</strong> to your order for free standard shipping within the contiguous US.',
    );
    expect((await call('/cart/?ip=198.51.100.1')).body).toMatchObject({
      total: 89.97,
      free_shipping: true,
      shipping_message: 'This order ships <strong>free</strong> within the contiguous US.',
    });
    expect(theirs.body).toMatchObject({ items: [], total: 0, message: 'Cart is empty' });
    expect((await call('/auth/user?ip=198.51.100.1')).body).toEqual({ cart: 3 });
  });

  it('uses the bearer user cart and answers 401 for a bad token', async () => {
    const added = await call('/cart/add', {
      method: 'POST',
      body: { product_id: 376, qty: 1 },
      headers: customer,
    });
    expect(added).toEqual({
      status: 200,
      body: { status: 200, message: 'Product added to cart successfully.' },
    });
    const cart = await call('/cart/', { headers: customer });
    expect(cart.body).toMatchObject({
      first_name: 'Ada',
      email: DEMO_USERS.customer.email,
      pointsTotal: 1415,
    });
    expect(String((cart.body.items as unknown as { image: string }[])[0].image)).toBe(
      `${API}/images/products/376.svg`,
    );
    const bad = await call('/cart/', { headers: { Authorization: 'Bearer nope' } });
    expect(bad).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    const unknown = await call('/cart/add', {
      method: 'POST',
      body: { product_id: 99999, qty: 1 },
      headers: customer,
    });
    expect(unknown).toEqual({ status: 404, body: { status: 404, message: 'Product not found' } });
  });

  it('changes quantities (never below 1), deletes lines and applies one promo at a time', async () => {
    await call('/cart/add', { method: 'POST', body: { product_id: 2, qty: 1 }, headers: customer });
    const lineId = (await call('/cart/', { headers: customer })).body.items?.[0].id;
    await call('/cart/update-quantity', {
      method: 'POST',
      body: { id: lineId, action: 'decrease' },
      headers: customer,
    });
    expect((await call('/cart/', { headers: customer })).body.items?.[0].qty).toBe(1);
    await call('/cart/update-quantity', {
      method: 'POST',
      body: { id: lineId, action: 'increase' },
      headers: customer,
    });

    const applied = await call('/apply/promo', {
      method: 'POST',
      body: { promoCode_type: 'NORMAL', promo: 'SAVE10' },
      headers: customer,
    });
    expect(applied).toEqual({ status: 200, body: {} });
    const cart = await call('/cart/', { headers: customer });
    expect(cart.body).toMatchObject({
      sub_total: 79.98,
      discount: 8,
      total: 71.98,
      promo: 'SAVE10',
      accept_promo: false,
    });
    const second = await call('/apply/promo', {
      method: 'POST',
      body: {
        promoCode_type: 'LL',
        promo: 'LOYAL-5OFF',
        reward_id: 501,
        discount_amount: 5,
        discount_type: 'flat',
      },
      headers: customer,
    });
    expect(second.body).toEqual({
      message: 'Only one promotion or voucher can be used per order.',
    });
    const removed = await call(`/remove/promo/${String(cart.body.id)}`, {
      method: 'POST',
      body: { promo: 'SAVE10' },
      headers: customer,
    });
    expect(removed.body).toEqual({ message: 'Promo code removed.' });
    const voucher = await call('/apply/promo', {
      method: 'POST',
      body: {
        promoCode_type: 'LL',
        promo: 'LOYAL-5OFF',
        reward_id: 501,
        discount_amount: 5,
        discount_type: 'flat',
      },
      headers: customer,
    });
    expect(voucher.status).toBe(200);
    expect((await call('/cart/', { headers: customer })).body).toMatchObject({
      discount: 5,
      total: 74.98,
      promo: 'LOYAL-5OFF',
    });

    expect(
      (await call(`/cart/delete/${String(lineId)}`, { method: 'POST', headers: customer })).status,
    ).toBe(200);
    expect((await call('/cart/', { headers: customer })).body).toMatchObject({
      items: [],
      promo: null,
      accept_promo: true,
    });
  });

  it('adds items named by product id to the cart, merging with a line already there', async () => {
    await call('/cart/add', {
      method: 'POST',
      body: { product_id: 705, qty: 1 },
      headers: customer,
    });
    const added = await call('/cart/add', {
      method: 'POST',
      body: {
        items: [
          { product_id: 705, checked: true, qty: 2 },
          { product_id: 965, checked: true, qty: 1 },
        ],
      },
      headers: customer,
    });
    expect(added).toEqual({
      status: 200,
      body: { status: 200, message: 'Cart updated successfully.' },
    });
    const lines = (await call('/cart/', { headers: customer })).body.items;
    expect(lines).toMatchObject([
      { product_id: 705, qty: 3 },
      { product_id: 965, qty: 1 },
    ]);
    // A line named by its cart line id takes the sent quantity (Quick Checkout's pad).
    await call('/cart/add', {
      method: 'POST',
      body: { items: [{ product_id: lines?.[0].id, checked: true, qty: 5 }] },
      headers: customer,
    });
    expect((await call('/cart/', { headers: customer })).body.items).toMatchObject([
      { product_id: 705, qty: 5 },
      { product_id: 965, qty: 1 },
    ]);
  });

  it('refuses an items request with an unknown product and changes nothing', async () => {
    await call('/cart/add', {
      method: 'POST',
      body: { product_id: 705, qty: 1 },
      headers: customer,
    });
    const refused = await call('/cart/add', {
      method: 'POST',
      body: {
        items: [
          { product_id: 705, checked: true, qty: 2 },
          { product_id: 965, checked: true, qty: 1 },
          { product_id: 99999, checked: true, qty: 1 },
        ],
      },
      headers: customer,
    });
    expect(refused).toEqual({ status: 404, body: { status: 404, message: 'Product not found' } });
    expect((await call('/cart/', { headers: customer })).body.items).toMatchObject([
      { product_id: 705, qty: 1 },
    ]);
  });

  it('searches plain text safely', async () => {
    for (const text of ['(', '*', '[', 'capsules']) {
      const { status, body } = await call(`/search?search=${encodeURIComponent(text)}`);
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(true);
    }
    const hits = (await call('/search?search=CAPSULES')).body as unknown as { id: number }[];
    expect(hits.map((p) => p.id)).toContain(705);
  });
});
