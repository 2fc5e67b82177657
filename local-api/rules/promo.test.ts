// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  discountCents,
  PROMO_MESSAGES,
  resolvePromo,
  type PromoDefinition,
  type VoucherDefinition,
} from './promo';

const now = new Date('2026-06-01T12:00:00Z');
const promos: PromoDefinition[] = [
  { code: 'SAVE10', kind: 'percent', amount: 10, expires_at: null, active: true },
  { code: 'FIVEOFF', kind: 'fixed', amount: 5, expires_at: null, active: true },
  {
    code: 'EXPIRED20',
    kind: 'percent',
    amount: 20,
    expires_at: '2023-12-31T23:59:59Z',
    active: true,
  },
];
const vouchers: VoucherDefinition[] = [
  { id: 501, voucher: 'LOYAL-5OFF', used: false, discount_amount: 5, discount_type: 'flat' },
  { id: 502, voucher: 'LOYAL-USED', used: true, discount_amount: 10, discount_type: 'flat' },
];
const decide = (code: string, extra: Partial<Parameters<typeof resolvePromo>[0]> = {}) =>
  resolvePromo({
    request: { type: 'NORMAL', code },
    promos,
    vouchers: [],
    current: null,
    itemCount: 2,
    now,
    ...extra,
  });

describe('promo rules', () => {
  it('accepts a known code case-insensitively', () => {
    expect(decide(' save10 ')).toEqual({
      ok: true,
      applied: { code: 'SAVE10', type: 'NORMAL', reward_id: null },
      discount: { kind: 'percent', amount: 10 },
    });
  });

  it('rejects unknown, expired and second promotions with the spec texts', () => {
    expect(decide('NOPE')).toMatchObject({ ok: false, message: PROMO_MESSAGES.invalid });
    expect(decide('EXPIRED20')).toMatchObject({
      ok: false,
      message: 'This promo code has expired.',
    });
    expect(
      decide('FIVEOFF', { current: { code: 'SAVE10', type: 'NORMAL', reward_id: null } }),
    ).toMatchObject({
      ok: false,
      message: 'Only one promotion or voucher can be used per order.',
    });
    expect(decide('')).toMatchObject({ ok: false, status: 422 });
    expect(decide('SAVE10', { itemCount: 0 })).toMatchObject({
      ok: false,
      message: PROMO_MESSAGES.emptyCart,
    });
  });

  it('applies a loyalty voucher as LL with its claimed-reward id, once', () => {
    const ll = decide('loyal-5off', {
      vouchers,
      request: { type: 'LL', code: 'LOYAL-5OFF', reward_id: 501 },
    });
    expect(ll).toEqual({
      ok: true,
      applied: { code: 'LOYAL-5OFF', type: 'LL', reward_id: 501 },
      discount: { kind: 'fixed', amount: 5 },
    });
    expect(
      decide('LOYAL-USED', {
        vouchers,
        request: { type: 'LL', code: 'LOYAL-USED', reward_id: 502 },
      }),
    ).toMatchObject({
      ok: false,
      message: PROMO_MESSAGES.voucherUsed,
    });
    // LL request with a normal code falls back to the normal codes.
    expect(
      decide('FIVEOFF', { vouchers, request: { type: 'LL', code: 'FIVEOFF', reward_id: 501 } }),
    ).toMatchObject({
      ok: true,
      applied: { type: 'NORMAL', code: 'FIVEOFF' },
    });
  });

  it('refuses a NORMAL request for a loyalty voucher code', () => {
    expect(decide('LOYAL-5OFF', { vouchers })).toEqual({
      ok: false,
      status: 422,
      message: 'This is a loyalty reward voucher: it can only be applied as a loyalty reward.',
    });
  });

  it('computes discounts in cents, capped at the sub-total', () => {
    expect(discountCents({ kind: 'percent', amount: 10 }, 5999)).toBe(600);
    expect(discountCents({ kind: 'fixed', amount: 5 }, 5999)).toBe(500);
    expect(discountCents({ kind: 'fixed', amount: 25 }, 1000)).toBe(1000);
    expect(discountCents(null, 1000)).toBe(0);
  });
});
