import { describe, expect, it } from 'vitest';
import type { Reward } from '@/types/api';
import {
  buildPromoPayload,
  claimedRewards,
  readClaimedRewards,
  type ClaimedReward,
} from './promo-payload';

const claimed: ClaimedReward[] = [
  { id: 77, code: 'LOYAL-5OFF', reward: { id: 5, discount_amount: 5, discount_type: 'flat' } },
  {
    id: 78,
    redeemable: { code: 'LOYAL-10OFF' },
    reward: { id: 6, discount_amount: '10', discount_type: 'flat' },
  },
];

describe('buildPromoPayload', () => {
  it('sends a code that matches a claimed reward as LL with the claim id and reward discount', () => {
    expect(buildPromoPayload(' loyal-5off ', claimed)).toEqual({
      promoCode_type: 'LL',
      promo: 'loyal-5off',
      reward_id: 77,
      discount_amount: 5,
      discount_type: 'flat',
    });
  });

  it('reads the code from redeemable when the claim has no code field', () => {
    expect(buildPromoPayload('LOYAL-10OFF', claimed)).toMatchObject({
      promoCode_type: 'LL',
      reward_id: 78,
      discount_amount: 10,
    });
  });

  it('falls back to NORMAL when the code matches no claimed reward, even if rewards are claimed', () => {
    expect(buildPromoPayload('SAVE10', claimed)).toEqual({
      promoCode_type: 'NORMAL',
      promo: 'SAVE10',
    });
  });

  it('falls back to NORMAL without the loyalty widget and without redeemed vouchers', () => {
    delete window.loyaltylion;
    expect(readClaimedRewards()).toEqual([]);
    expect(buildPromoPayload('LOYAL-5OFF', claimedRewards([]))).toEqual({
      promoCode_type: 'NORMAL',
      promo: 'LOYAL-5OFF',
    });
  });

  it('reads claimed rewards from the loyalty widget when present', () => {
    window.loyaltylion = { customer: { claimedRewards: claimed } };
    expect(buildPromoPayload('LOYAL-5OFF', claimedRewards([]))).toMatchObject({
      promoCode_type: 'LL',
      reward_id: 77,
    });
    delete window.loyaltylion;
  });

  it('without the widget, matches the vouchers redeemed in the loyalty dialog', () => {
    delete window.loyaltylion;
    const reward: Reward = {
      id: 2,
      heading: '$10 off your order',
      require_points: 1000,
      discount_amount: 10,
      discount_type: 'flat',
    };
    expect(
      buildPromoPayload('loyal-10off-9', claimedRewards([{ voucher: 'LOYAL-10OFF-9', reward }])),
    ).toEqual({
      promoCode_type: 'LL',
      promo: 'loyal-10off-9',
      reward_id: 2,
      discount_amount: 10,
      discount_type: 'flat',
    });
    expect(
      buildPromoPayload('SAVE10', claimedRewards([{ voucher: 'LOYAL-10OFF-9', reward }])),
    ).toEqual({ promoCode_type: 'NORMAL', promo: 'SAVE10' });
  });
});
