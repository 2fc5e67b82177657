import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut, userSummaryReceived } from '@/features/auth';

export type LoyaltyState = { pointsTotal: number | null };

const initialState: LoyaltyState = { pointsTotal: null };

export const loyaltySlice = createSlice({
  name: 'loyalty',
  initialState,
  reducers: {
    pointsReceived(state, action: PayloadAction<number | null | undefined>) {
      state.pointsTotal = typeof action.payload === 'number' ? action.payload : state.pointsTotal;
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
  },
});

export const { pointsReceived } = loyaltySlice.actions;
export const { selectPointsTotal } = loyaltySlice.selectors;
