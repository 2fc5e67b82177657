export {
  loyaltySlice,
  pointsReceived,
  selectPointsTotal,
  type LoyaltyState,
} from './loyalty-slice';
