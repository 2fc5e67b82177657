import { toCents } from './money';

export const PROMO_MESSAGES = {
  required: 'Please enter a promo code.',
  invalid: 'Invalid promo code.',
  expired: 'This promo code has expired.',
  onlyOne: 'Only one promotion or voucher can be used per order.',
  voucherUsed: 'This voucher has already been used.',
  emptyCart: 'Your cart is empty.',
  removed: 'Promo code removed.',
  loyaltyAsNormal: 'This is a loyalty reward voucher: it can only be applied as a loyalty reward.',
} as const;

export type Discount = { kind: 'percent' | 'fixed'; amount: number };

export type PromoDefinition = {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  expires_at: string | null;
  active: boolean;
};

/** A reward the user has claimed: its voucher code works once, as a flat or percentage discount. */
export type VoucherDefinition = {
  id: number;
  voucher: string;
  used: boolean;
  discount_amount: number;
  discount_type: 'flat' | 'percentage';
};

export type PromoRequest = { type: 'NORMAL' | 'LL'; code: string; reward_id?: number | null };

export type AppliedPromoRef = { code: string; type: 'NORMAL' | 'LL'; reward_id: number | null };

export type PromoDecision =
  | { ok: true; applied: AppliedPromoRef; discount: Discount }
  | { ok: false; status: number; message: string };

export const sameCode = (a: string, b: string): boolean =>
  a.trim().toUpperCase() === b.trim().toUpperCase();

export const isExpired = (promo: Pick<PromoDefinition, 'expires_at'>, now: Date): boolean =>
  promo.expires_at !== null && new Date(promo.expires_at).getTime() < now.getTime();

export const voucherDiscount = (
  voucher: Pick<VoucherDefinition, 'discount_amount' | 'discount_type'>,
): Discount => ({
  kind: voucher.discount_type === 'percentage' ? 'percent' : 'fixed',
  amount: voucher.discount_amount,
});

/**
 * Decides an /apply/promo request. A voucher the user owns wins over a normal code of the same text,
 * and only as an LL request (a NORMAL one is refused, as the real API does); an LL request whose code
 * is not one of the user's vouchers falls back to the normal codes (the previous client picked LL
 * whenever the shopper had any claimed reward).
 */
export const resolvePromo = (input: {
  request: PromoRequest;
  promos: PromoDefinition[];
  vouchers: VoucherDefinition[];
  current: AppliedPromoRef | null;
  itemCount: number;
  now: Date;
}): PromoDecision => {
  const code = input.request.code.trim();
  if (!code) return { ok: false, status: 422, message: PROMO_MESSAGES.required };
  if (input.current) return { ok: false, status: 409, message: PROMO_MESSAGES.onlyOne };
  if (input.itemCount <= 0) return { ok: false, status: 422, message: PROMO_MESSAGES.emptyCart };

  const voucher = input.vouchers.find((v) => sameCode(v.voucher, code));
  // As the real API: a voucher needs its LL request (claimed reward and discount), never a NORMAL one.
  if (voucher && input.request.type === 'NORMAL')
    return { ok: false, status: 422, message: PROMO_MESSAGES.loyaltyAsNormal };
  if (voucher) {
    if (voucher.used) return { ok: false, status: 422, message: PROMO_MESSAGES.voucherUsed };
    return {
      ok: true,
      applied: { code: voucher.voucher, type: 'LL', reward_id: voucher.id },
      discount: voucherDiscount(voucher),
    };
  }
  const promo = input.promos.find((p) => sameCode(p.code, code));
  if (!promo || !promo.active) return { ok: false, status: 404, message: PROMO_MESSAGES.invalid };
  if (isExpired(promo, input.now))
    return { ok: false, status: 422, message: PROMO_MESSAGES.expired };
  return {
    ok: true,
    applied: { code: promo.code, type: 'NORMAL', reward_id: null },
    discount: { kind: promo.kind, amount: promo.amount },
  };
};

/** Discount in cents for a sub-total in cents: never more than the sub-total, never negative. */
export const discountCents = (discount: Discount | null, subTotalCents: number): number => {
  if (!discount || subTotalCents <= 0 || !(discount.amount > 0)) return 0;
  const raw =
    discount.kind === 'percent'
      ? Math.round((subTotalCents * Math.min(discount.amount, 100)) / 100)
      : toCents(discount.amount);
  return Math.min(raw, subTotalCents);
};
