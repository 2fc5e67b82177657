import type { ApplyPromoPayload } from '@/types/api';

/** A reward the visitor claimed in the loyalty widget (window.loyaltylion.customer.claimedRewards). */
export type ClaimedReward = {
  id: number | string;
  /** the voucher code of the claim; some widget versions put it under redeemable */
  code?: string | null;
  redeemable?: { code?: string | null } | null;
  reward: {
    id: number | string;
    discount_amount?: number | string | null;
    discount_type?: string | null;
  };
};

type LoyaltyWidget = { customer?: { claimedRewards?: ClaimedReward[] | null } | null };

declare global {
  interface Window {
    loyaltylion?: LoyaltyWidget;
  }
}

export const readClaimedRewards = (): ClaimedReward[] => {
  if (typeof window === 'undefined') return [];
  const rewards = window.loyaltylion?.customer?.claimedRewards;
  return Array.isArray(rewards) ? rewards : [];
};

const normalise = (code: string | null | undefined): string => (code ?? '').trim().toUpperCase();

/**
 * Spec part 1 §7: a code that matches a claimed loyalty reward goes as type LL with the
 * claimed reward's id and the reward's discount; anything else is a NORMAL promo.
 * (The previous client sent LL whenever any reward was claimed; we match the typed code.)
 */
export const buildPromoPayload = (
  typed: string,
  claimed: ClaimedReward[] = readClaimedRewards(),
): ApplyPromoPayload => {
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
