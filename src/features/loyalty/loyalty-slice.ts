import * as v from 'valibot';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut, userSummaryReceived } from '@/features/auth';
import type { Reward } from '@/types/api';

/** A voucher the customer got from POST /add/reward, with the reward row it was redeemed for. */
export type RedeemedVoucher = { voucher: string; reward: Reward };

export type LoyaltyState = {
  pointsTotal: number | null;
  /** Persisted (not secret): the cart matches a typed code against it when the widget is not loaded. */
  redeemedVouchers: RedeemedVoucher[];
};

const initialState: LoyaltyState = { pointsTotal: null, redeemedVouchers: [] };

/** The shape read back from `persist:root` (app/store.ts): anything else is dropped for the initial state. */
export const persistedLoyaltySchema = v.object({
  pointsTotal: v.nullable(v.number()),
  redeemedVouchers: v.array(
    v.object({
      voucher: v.string(),
      reward: v.looseObject({ id: v.number(), heading: v.string(), require_points: v.number() }),
    }),
  ),
});

const sameCode = (a: string, b: string): boolean =>
  a.trim().toUpperCase() === b.trim().toUpperCase();

export const loyaltySlice = createSlice({
  name: 'loyalty',
  initialState,
  reducers: {
    pointsReceived(state, action: PayloadAction<number | null | undefined>) {
      state.pointsTotal = typeof action.payload === 'number' ? action.payload : state.pointsTotal;
    },
    /** Newest first; a code already in the list is replaced, never listed twice. */
    voucherRedeemed(state, action: PayloadAction<RedeemedVoucher>) {
      const voucher = action.payload.voucher.trim();
      if (!voucher) return;
      const others = state.redeemedVouchers.filter((entry) => !sameCode(entry.voucher, voucher));
      state.redeemedVouchers = [{ voucher, reward: action.payload.reward }, ...others];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(userSummaryReceived, (state, action) => {
        const points = action.payload.pointsTotal ?? action.payload.total_points;
        if (typeof points === 'number') state.pointsTotal = points;
      })
      .addCase(signedOut, () => initialState);
  },
  selectors: {
    selectPointsTotal: (state) => state.pointsTotal,
    selectRedeemedVouchers: (state) => state.redeemedVouchers,
  },
});

export const { pointsReceived, voucherRedeemed } = loyaltySlice.actions;
export const { selectPointsTotal, selectRedeemedVouchers } = loyaltySlice.selectors;
