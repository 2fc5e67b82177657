import { formatCount } from '@/lib/number-text';

/**
 * Loyalty texts. Verbatim from spec part 1: the tab names (§2.8), the birthday messages (§5), the
 * reward buttons and the birthday promise (§4), the constants in the help entries (§9), and the type
 * strings the API sends (api-notes §3.8). The rest are ours.
 */
export const EARNING_TYPES = {
  purchase: 'Make A Purchase',
  birthday: 'Happy Birthday',
  refer: 'Reffer A Friend',
} as const;

export const LOYALTY_TEXT = {
  dialogHeading: 'Loyalty Rewards',
  tabsLabel: 'Loyalty program',
  tabs: {
    earn: 'Earn Points',
    rewards: 'Get rewards',
    refer: 'refer friends',
    account: 'account',
    help: 'help',
  },
  yourPoints: (points: string) => `You have ${points} points`,
  pointsLoading: 'Points loading',
  badge: (points: string) => `${points} points`,
} as const;

export const EARN_TEXT = {
  loading: 'Loading ways to earn points...',
  failed: 'The ways to earn points could not be loaded.',
  empty: 'There are no ways to earn points right now.',
  points: (points: number) => `${formatCount(points)} points`,
  perDollar: (points: number) => `${formatCount(points)} points per $1`,
  done: 'Completed',
  buttons: {
    purchase: 'How It Works',
    birthday: 'Add Birthday',
    refer: 'Refer Friends',
    social: 'Earn Points',
    link: 'Go',
  },
  newTab: '(opens in a new tab)',
  earned: 'Points added.',
  earnFailed: 'The points could not be added. Please try again.',
} as const;

export const PURCHASE_TEXT = {
  heading: 'Make A Purchase',
  body: (points: number) =>
    `Earn ${formatCount(points)} points for every $1 you spend. Your points are added to your account after each order.`,
  shop: 'Shop Now',
} as const;

export const BIRTHDAY_TEXT = {
  heading: 'Happy Birthday',
  intro: 'Tell us your birthday and we will give you 250 points on it.',
  legend: 'Birth date',
  save: 'Save',
  required: 'Please complete your birth date.',
  invalid: 'Please enter a valid date.',
  future: 'Birth date cannot be in the future.',
  tooYoung: 'You must be at least 13 years old.',
  saved: 'Your birthday is saved. You will get 250 points on your next birthday.',
  failed: 'Your birthday could not be saved. Please try again.',
  close: 'Ok',
} as const;

export const MIN_AGE = 13;

export const REWARDS_TEXT = {
  loading: 'Loading rewards...',
  failed: 'Rewards could not be loaded.',
  empty: 'There are no rewards right now.',
  requires: (points: number) => `${formatCount(points)} points`,
  redeem: 'Get Rewards',
  morePoints: 'More Points Needed',
  redeemFailed: 'The reward could not be redeemed. Please try again.',
  noVoucher:
    'Your reward was processed, but no voucher code came back. Please check your account activity or contact us before trying again.',
} as const;

export const VOUCHER_TEXT = {
  heading: 'Your Voucher Code',
  intro: (heading: string) =>
    `Here is your voucher for ${heading}. Enter it in the cart as a promo code.`,
  label: 'Voucher code',
  copy: 'Copy',
  copied: 'Copied',
  onePerOrder: 'One promotion or voucher per order.',
} as const;

export const ACTIVITY_TEXT = {
  loading: 'Loading your activity...',
  failed: 'Your activity could not be loaded.',
  empty: 'No activity yet.',
  caption: 'Recent activity',
  columns: { date: 'Date', action: 'Action', points: 'Points', status: 'Status' },
  approved: 'Approved',
  pending: 'Pending',
} as const;

export const HELP_TEXT = {
  heading: 'Frequently asked questions',
  entries: [
    {
      question: 'How do I earn points?',
      answer:
        'Make a purchase, add your birthday, follow us on social media, write a review and refer your friends. Each way to earn is listed under Earn Points.',
    },
    {
      question: 'How many points do I get for a purchase?',
      answer: 'You earn 5 points for every $1 you spend.',
    },
    {
      question: 'What do I get on my birthday?',
      answer: 'Add your birthday under Earn Points and you get 250 points on your next birthday.',
    },
    {
      question: 'How does referring a friend work?',
      answer:
        'Share your referral link. Your friend gets $10 off the first purchase, and you get 1,000 points when your friend spends over $39.',
    },
    {
      question: 'Can I combine vouchers or promotions?',
      answer: 'No. One promotion or voucher per order.',
    },
    {
      question: 'How do I redeem my points?',
      answer:
        'Open Get rewards and choose Get Rewards on a reward you have enough points for. You get a voucher code: enter it in the cart as a promo code.',
    },
  ],
} as const;
