/** Loyalty constants (spec part 1 §9). */
export const POINTS_PER_DOLLAR = 5;
export const BIRTHDAY_POINTS = 250;
export const REFERRER_POINTS = 1000;
/** The referrer earns REFERRER_POINTS when the friend spends over this amount. */
export const REFERRAL_MIN_SPEND = 39;
export const REFERRAL_FRIEND_DISCOUNT = 10;

/** 5 points per whole dollar spent: $10.99 earns 50. Negative or invalid amounts earn nothing. */
export const pointsForPurchase = (amountSpent: number): number =>
  Number.isFinite(amountSpent) && amountSpent > 0
    ? Math.floor(amountSpent + 1e-9) * POINTS_PER_DOLLAR
    : 0;

/** Sum of approved rows only: pending points are not spendable. */
export const pointsBalance = (rows: { points: number; status: number }[]): number =>
  rows.reduce((sum, row) => (row.status === 1 ? sum + row.points : sum), 0);

export const canRedeem = (balance: number, requirePoints: number): boolean =>
  requirePoints <= balance;

export const referrerEarns = (friendSpend: number): number =>
  friendSpend > REFERRAL_MIN_SPEND ? REFERRER_POINTS : 0;
