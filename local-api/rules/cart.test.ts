// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartTotals, unitPrice } from './cart';
import { youSaveText } from './money';

describe('cart totals', () => {
  it('sums lines without float drift and applies the discount', () => {
    const totals = cartTotals({
      lines: [
        { unit_price: 0.1, qty: 3 },
        { unit_price: 29.99, qty: 2 },
      ],
      discount: { kind: 'percent', amount: 10 },
    });
    expect(totals).toMatchObject({
      sub_total: 60.28,
      discount: 6.03,
      total: 54.25,
      auto_ship: true,
      auto_ship_amount: 0,
    });
  });

  it('never answers a negative total', () => {
    const totals = cartTotals({
      lines: [{ unit_price: 3, qty: 1 }],
      discount: { kind: 'fixed', amount: 5 },
    });
    expect(totals).toMatchObject({ sub_total: 3, discount: 3, total: 0 });
  });

  it('offers auto-ship over $49.99 after the discount and uses the fallback discount without a promo', () => {
    expect(cartTotals({ lines: [{ unit_price: 49.99, qty: 1 }], discount: null })).toMatchObject({
      auto_ship: false,
      auto_ship_amount: 0.01,
    });
    expect(
      cartTotals({ lines: [{ unit_price: 39.99, qty: 1 }], discount: null }).auto_ship_amount,
    ).toBe(10.01);
    expect(cartTotals({ lines: [{ unit_price: 50, qty: 1 }], discount: null })).toMatchObject({
      auto_ship: true,
      auto_ship_amount: 0,
    });
    const discounted = cartTotals({
      lines: [{ unit_price: 54.99, qty: 1 }],
      discount: { kind: 'percent', amount: 10 },
    });
    expect(discounted).toMatchObject({ total: 49.49, auto_ship: false, auto_ship_amount: 0.51 });
    const referral = cartTotals({
      lines: [{ unit_price: 40, qty: 1 }],
      discount: null,
      fallbackDiscount: { kind: 'fixed', amount: 10 },
    });
    expect(referral.total).toBe(30);
  });

  it('prices below min_quantity at the list price', () => {
    const product = { sell_price: 109.99, map_price: 129.99, min_quantity: 2 };
    expect(unitPrice(product, 1)).toBe(129.99);
    expect(unitPrice(product, 2)).toBe(109.99);
    expect(youSaveText(24.99, 19.99)).toBe('You Save $5.00 (20%)');
    expect(youSaveText(19.99, 19.99)).toBeNull();
  });
});
