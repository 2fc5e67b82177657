export { loyaltyApi } from './api';
export { LoyaltyDialog } from './loyalty-dialog-lazy';
export {
  loyaltySlice,
  persistedLoyaltySchema,
  pointsReceived,
  selectPointsTotal,
  selectRedeemedVouchers,
  voucherRedeemed,
  type LoyaltyState,
  type RedeemedVoucher,
} from './loyalty-slice';
export { refreshPoints } from './refresh-points';
export { LoyaltyWidget } from './widget/loyalty-widget';
export type { WidgetClaimedReward } from './widget/sdk';
