import type { RedeemedVoucher, WidgetClaimedReward } from '@/features/loyalty';
import type { ApplyPromoPayload } from '@/types/api';

/** A reward the visitor claimed in the loyalty widget (window.loyaltylion.customer.claimedRewards). */
export type ClaimedReward = WidgetClaimedReward;

export const readClaimedRewards = (): ClaimedReward[] => {
  if (typeof window === 'undefined') return [];
  const rewards = window.loyaltylion?.customer?.claimedRewards;
  return Array.isArray(rewards) ? rewards : [];
};

/**
 * Vouchers redeemed through POST /add/reward (kept by the loyalty slice), as claims. That answer has no
 * claimed-reward id, so the reward's own id goes as reward_id; the API finds the voucher by its code.
 */
export const claimsFromVouchers = (vouchers: RedeemedVoucher[]): ClaimedReward[] =>
  vouchers.map(({ voucher, reward }) => ({
    id: reward.id,
    code: voucher,
    reward: {
      id: reward.id,
      discount_amount: reward.discount_amount,
      discount_type: reward.discount_type,
    },
  }));

/** The claimed rewards: the widget's when it is loaded, then the vouchers redeemed in the dialog. */
export const claimedRewards = (redeemed: RedeemedVoucher[]): ClaimedReward[] => [
  ...readClaimedRewards(),
  ...claimsFromVouchers(redeemed),
];

const normalise = (code: string | null | undefined): string => (code ?? '').trim().toUpperCase();

/**
 * Spec part 1 §7: a code that matches a claimed loyalty reward goes as type LL with the
 * claimed reward's id and the reward's discount; anything else is a NORMAL promo.
 * (The previous client sent LL whenever any reward was claimed; we match the typed code.)
 */
export const buildPromoPayload = (typed: string, claimed: ClaimedReward[]): ApplyPromoPayload => {
  const promo = typed.trim();
  const wanted = normalise(promo);
  const match = wanted
    ? claimed.find((claim) => normalise(claim.code ?? claim.redeemable?.code) === wanted)
    : undefined;
  if (!match) return { promoCode_type: 'NORMAL', promo };
  return {
    promoCode_type: 'LL',
    promo,
    reward_id: match.id,
    discount_amount: Number(match.reward.discount_amount ?? 0) || 0,
    discount_type: match.reward.discount_type ?? 'flat',
  };
};
