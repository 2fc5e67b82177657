/** A reward the customer claimed in the loyalty widget (window.loyaltylion.customer.claimedRewards). */
export type WidgetClaimedReward = {
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

export type WidgetCustomer = {
  id?: string;
  email?: string;
  pointsTotal?: number;
  claimedRewards?: WidgetClaimedReward[] | null;
};

/** The customer and the auth block the signer (VITE_LOYALTY_SIGN_URL) returns. */
export type SignedCustomer = {
  customer: { id: string; email: string };
  auth: { date: string; token: string };
};

/** The part of the loyalty service's SDK (window.loyaltylion) the shop uses. */
export type LoyaltyLionSdk = {
  /** Once per page load. */
  init: (options: { token: string }) => void;
  on: (event: 'ready', callback: () => void) => void;
  authenticateCustomer: (options: SignedCustomer) => unknown;
  refresh: () => void;
  customer?: WidgetCustomer | null;
};

declare global {
  interface Window {
    loyaltylion?: Partial<LoyaltyLionSdk>;
  }
}
