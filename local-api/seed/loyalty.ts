import type { EarningOpportunity } from '../../src/types/api';
import type {
  ClaimedRewardRecord,
  EarningClaim,
  PromoCodeRecord,
  RewardRecord,
} from '../store/types';
import { DEMO_USERS } from './users';

/** Promo codes others rely on: SAVE10 (10 %), FIVEOFF ($5), EXPIRED20 (expired). */
export const seedPromoCodes = (): PromoCodeRecord[] => [
  {
    code: 'SAVE10',
    kind: 'percent',
    amount: 10,
    expires_at: null,
    active: true,
    description: '10% off your order',
  },
  {
    code: 'FIVEOFF',
    kind: 'fixed',
    amount: 5,
    expires_at: null,
    active: true,
    description: '$5 off your order',
  },
  {
    code: 'EXPIRED20',
    kind: 'percent',
    amount: 20,
    expires_at: '2023-12-31T23:59:59.000Z',
    active: true,
    description: '20% off (ended)',
  },
];

export const seedRewards = (): RewardRecord[] => [
  {
    id: 1,
    heading: '$5 off your order',
    require_points: 500,
    discount_amount: 5,
    discount_type: 'flat',
  },
  {
    id: 2,
    heading: '$10 off your order',
    require_points: 1000,
    discount_amount: 10,
    discount_type: 'flat',
  },
  {
    id: 3,
    heading: '$25 off your order',
    require_points: 2500,
    discount_amount: 25,
    discount_type: 'flat',
  },
  {
    id: 4,
    heading: '15% off your order',
    require_points: 3000,
    discount_amount: 15,
    discount_type: 'percentage',
  },
];

/** The customer's claimed $5 reward: apply it as promoCode_type 'LL' with reward_id 501. */
export const LOYAL_VOUCHER = {
  code: 'LOYAL-5OFF',
  claimedRewardId: 501,
  rewardId: 1,
  amount: 5,
} as const;

export const seedClaimedRewards = (): ClaimedRewardRecord[] => [
  {
    id: LOYAL_VOUCHER.claimedRewardId,
    user_id: DEMO_USERS.customer.id,
    reward_id: LOYAL_VOUCHER.rewardId,
    voucher: LOYAL_VOUCHER.code,
    used: false,
    created_at: '2025-01-20T08:00:00.000Z',
  },
];

/** Type strings are exact: the client branches on "Reffer A Friend", "Make A Purchase", "Happy Birthday". */
export const seedEarnings = (): EarningOpportunity[] => [
  {
    id: 1,
    type: 'Make A Purchase',
    icon: 'purchaseicon',
    points: 5,
    link: '/store',
    platform: null,
    status: 0,
  },
  {
    id: 2,
    type: 'Happy Birthday',
    icon: 'birthdayicon',
    points: 250,
    link: null,
    platform: 'birthday',
    status: 0,
  },
  {
    id: 3,
    type: 'Like on Facebook',
    icon: 'fbthumbicon',
    points: 50,
    link: 'https://www.facebook.com/',
    platform: 'facebook',
    status: 0,
  },
  {
    id: 4,
    type: 'Follow on Instagram',
    icon: 'instagramicon',
    points: 50,
    link: 'https://www.instagram.com/',
    platform: 'instagram',
    status: 0,
  },
  {
    id: 5,
    type: 'Write A Review',
    icon: 'reviewicon',
    points: 100,
    link: '/submit-your-feedback',
    platform: null,
    status: 0,
  },
  {
    id: 6,
    type: 'Reffer A Friend',
    icon: 'refericon',
    points: 1000,
    link: '/refer-a-friend',
    platform: null,
    status: 0,
  },
];

export const seedEarningClaims = (): EarningClaim[] => [
  { user_id: DEMO_USERS.customer.id, earning_id: 3, date: '2024-12-01' },
];
